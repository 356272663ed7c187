import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { safeError, scrubText } from '../../server/plugins/log-safety.js';
import { requestIdOf } from '../../server/plugins/request-log.js';

/** The pure guards of the log (issue 42 item 4): free text scrubbed, errors reduced, request ids checked. */
describe('scrubText', () => {
  it('masks tokens, PANs and runs of 6 or more digits, and leaves ordinary text alone', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const text = `mobile 9876543210, +91 98765 43210, PAN abcde1234f, card 4111-1111-1111-1111, ac 50100234567891, Bearer ${jwt}, ${jwt}`;
    const scrubbed = scrubText(text);
    for (const secret of ['9876543210', '98765 43210', 'abcde1234f', '4111', '50100234567891', jwt, 'c2lnbmF0dXJl'])
      expect(scrubbed).not.toContain(secret);
    expect(scrubText('at handler (server/app.ts:123:45), status 503, 12 rows in 2026')).toBe(
      'at handler (server/app.ts:123:45), status 503, 12 rows in 2026',
    );
  });
});

describe('safeError', () => {
  it('keeps type, code and a scrubbed message and stack, and drops what a driver hangs on the error', () => {
    const error = Object.assign(new Error('duplicate key 9876543210'), {
      code: '23505',
      detail: 'Key (mobile)=(9876543210) already exists.',
      parameters: ['9876543210'],
      cause: new Error('for ABCDE1234F'),
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key [redacted]' });
    expect(Object.keys(safe).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
    expect(JSON.stringify(safe)).not.toMatch(/9876543210|ABCDE1234F/);
  });
});

describe('requestIdOf', () => {
  const idOf = (value?: string | string[]) =>
    requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } } as unknown as IncomingMessage);
  const uuid = /^[0-9a-f-]{36}$/;

  it('takes a sane id from the balancer and replaces anything else', () => {
    expect(idOf('lb-01.a_B')).toBe('lb-01.a_B');
    expect(idOf('x'.repeat(128))).toBe('x'.repeat(128));
    for (const bad of [undefined, '', 'x'.repeat(129), 'two words', 'a\nforged line', 'a/b', ['a', 'b']])
      expect(idOf(bad)).toMatch(uuid);
  });
});
