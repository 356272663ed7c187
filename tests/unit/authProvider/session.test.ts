// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, SESSION_KEYS, writeSession } from '../../../authProvider/session';
import { takeSignInNotice, leaveSignInNotice } from '../../../authProvider/sign-in-notice';

const now = Date.parse('2026-01-01T00:00:00Z');
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: '1', exp })).replace(/=+$/, '')}.s`;
const valid = {
  token: jwt(now / 1000 + 3600),
  userInfo: { id: 1, name: 'Asha Admin', email: 'admin@console.example' },
  roles: [{ id: 1, name: 'Super Admin' }],
  permissions: [{ permission_name: 'CAN_LIST_USER' }],
};

describe('session validity (spec §3.1)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is valid with token, user info, roles, permissions and an unexpired token', () => {
    writeSession(valid);
    expect(readSession(sessionStorage, now)).toEqual(valid);
  });

  it('is invalid once the token has expired', () => {
    writeSession({ ...valid, token: jwt(now / 1000 - 1) });
    expect(readSession(sessionStorage, now)).toBeNull();
  });

  it.each(['token', 'userInfo', 'roles', 'permissions'] as const)('is invalid without %s', (key) => {
    writeSession(valid);
    sessionStorage.removeItem(SESSION_KEYS[key]);
    expect(readSession(sessionStorage, now)).toBeNull();
  });

  it('is parsed once while what is stored stays the same, and read again when it changes or expires', () => {
    writeSession(valid);
    const first = readSession(sessionStorage, now);
    expect(readSession(sessionStorage, now)).toBe(first);
    expect(readSession(sessionStorage, now + 3_601_000)).toBeNull(); // expired: checked on every call
    sessionStorage.setItem(SESSION_KEYS.permissions, JSON.stringify([{ permission_name: 'CAN_EDIT_USER' }]));
    expect(readSession(sessionStorage, now)?.permissions).toEqual([{ permission_name: 'CAN_EDIT_USER' }]);
    sessionStorage.removeItem(SESSION_KEYS.roles);
    expect(readSession(sessionStorage, now)).toBeNull();
  });

  it('is invalid with a token that is not a JWT or with broken JSON', () => {
    writeSession({ ...valid, token: 'tampered' });
    expect(readSession(sessionStorage, now)).toBeNull();
    writeSession(valid);
    sessionStorage.setItem(SESSION_KEYS.roles, '{oops');
    expect(readSession(sessionStorage, now)).toBeNull();
  });

  it('clears every key', () => {
    writeSession(valid);
    clearSession();
    expect(Object.values(SESSION_KEYS).map((k) => sessionStorage.getItem(k))).toEqual(
      Object.values(SESSION_KEYS).map(() => null),
    );
  });

  it('hands the sign-in screen its notice once', () => {
    leaveSignInNotice('session_expired');
    clearSession();
    expect(takeSignInNotice()).toBe('session_expired');
    expect(takeSignInNotice()).toBeNull();
  });
});
