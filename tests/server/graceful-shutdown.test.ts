import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { exited, startServerProcess, type RunningServer } from './helpers/running-server.js';

/**
 * Issue 42 item 4: a real server asked to stop (SIGTERM) answers /health/ready with 503 at once, so the balancer
 * takes it out of rotation, keeps serving for SHUTDOWN_GRACE_MS, lets the request in flight finish with its answer,
 * then closes the pool and exits 0.
 */
const GRACE_MS = 1500;
const dir = mkdtempSync(join(tmpdir(), 'console-shutdown-'));
let server: RunningServer | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request whose body arrives in two parts: the server has begun it, and it ends only when `finish` is called. */
function slowRequest(base: string, body: string) {
  const { hostname, port } = new URL(base);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /api/crm/login/otp/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

it('SIGTERM: not ready at once, serving through the grace period, the request in flight answered, exit 0', async () => {
  server = await startServerProcess({
    SQLITE_FILE: join(dir, 'console.sqlite'),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    CONSOLE_DEV_MODE: '1',
  });
  const { base, child } = server;
  expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const inFlight = slowRequest(base, JSON.stringify({ mode: 'email', email: 'ops@console.example' }));
  await wait(200);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await wait(100);

  const ready = await fetch(`${base}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'closing' });
  expect((await fetch(`${base}/health/live`)).status).toBe(200); // still serving during the grace period
  expect(Date.now() - signalled).toBeLessThan(GRACE_MS);

  await wait(GRACE_MS + 500 - (Date.now() - signalled)); // the server is closing now, the request still open
  expect(child.exitCode).toBeNull();
  inFlight.finish();
  const answer = await inFlight.closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('"success":true');

  expect(await exitCode).toBe(0);
  await exited(child);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_MS);
}, 60_000);
