// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStepError } from '../../../authProvider/errors';
import { OTP_FAILED, RESEND_FAILED, requestOtp, resendOtp, verifyOtp } from '../../../authProvider/otp';
import { openSession } from '../../../authProvider/user-data';
import { readSession, SESSION_KEYS } from '../../../authProvider/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const token = `h.${btoa(JSON.stringify({ sub: '4', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.s`;

describe('OTP calls (spec §7.2)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('requests a code without a token and returns the challenge uuid', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'old');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: 'ok', data: { emailuuid: 'u-1' } }));
    await expect(requestOtp('  ops@console.example ')).resolves.toBe('u-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/crm/login/otp/request');
    expect(JSON.parse(String(init?.body))).toEqual({ mode: 'email', email: 'ops@console.example' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('verifies with the spec body and passes the server message on failure', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { token: 't', userId: 4 } }));
    await expect(verifyOtp({ otp: '1234', uuid: 'u-1', email: 'a@b.co' })).resolves.toEqual({ token: 't', userId: 4 });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      otp: '1234',
      uuid: 'u-1',
      mode: 'email',
      email: 'a@b.co',
    });

    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: 'Invalid OTP', data: null }));
    const error = await verifyOtp({ otp: '0000', uuid: 'u-1', email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthStepError);
    expect(error).toMatchObject({ step: 'verify_otp', message: 'Invalid OTP', status: 400 });
  });

  it('falls back to the spec messages when the server says nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(requestOtp('a@b.co')).rejects.toMatchObject({ step: 'request_otp', message: OTP_FAILED });
    fetchMock.mockResolvedValueOnce(json(200, { success: false }));
    await expect(resendOtp('u-1')).rejects.toMatchObject({ step: 'resend_otp', message: RESEND_FAILED });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(resendOtp('u-1')).rejects.toMatchObject({ message: RESEND_FAILED });
  });

  it('opens a session: token first, then user, roles and permissions of the subject', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { success: true, data: { id: 4, name: 'Omar Ops Kapoor', email: 'ops@console.example' } }),
      )
      .mockResolvedValueOnce(json(200, { success: true, data: [{ id: 2, name: 'Operations' }] }))
      .mockResolvedValueOnce(json(200, { success: true, data: [{ permission_name: 'CAN_LIST_USER' }] }));
    await openSession(token, 4);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/crm/users/4',
      '/api/crm/users/4/roles',
      '/api/crm/users/4/permissions',
    ]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(readSession()?.permissions).toEqual([{ permission_name: 'CAN_LIST_USER' }]);
  });

  it('a failure loading user data logs out on the server and clears the session', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, data: { id: 4, name: 'O', email: 'o@x.co' } }))
      .mockResolvedValueOnce(json(500, { success: false, message: 'roles down' }))
      .mockResolvedValueOnce(json(200, { success: true, message: 'Logged out' }));
    await expect(openSession(token, 4)).rejects.toMatchObject({ step: 'user_roles', message: 'roles down' });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/crm/logout');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
