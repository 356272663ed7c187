import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Slow senders are cut off (issue 38 M5): a body that never finishes arriving gets 408 and a closed socket. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` and part of a body, then nothing; resolves with what the server said and when it closed. */
function trickle(head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error('the server kept the slow connection open'));
    });
  });
}

it('a request whose body stops arriving is answered 408 and closed near the limit', async () => {
  const token = await t.tokenFor('admin@console.example');
  const { answer, closedAfterMs } = await trickle(
    `POST /api/postpe/offers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"brand"`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(closedAfterMs).toBeGreaterThanOrEqual(900);
  expect(closedAfterMs).toBeLessThan(5_000);
});

it('a body still arriving after an early refusal (no sign-in) is cut off too, not held open', async () => {
  const { answer, closedAfterMs } = await trickle(
    'POST /api/postpe/offers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"brand"',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 401/);
  expect(closedAfterMs).toBeLessThan(5_000);
});

it('headers that never end are cut off the same way', async () => {
  const { answer } = await trickle('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: a');
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it('a whole request within the limit is answered as usual', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
  expect(res.status).toBe(200);
});
