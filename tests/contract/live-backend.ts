import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi } from 'vitest';
import { createTestApp, type TestApp } from '../server/helpers/test-app.js';
import { memoryStorage } from '../unit/dataProviders/fake-fetch.js';

export interface LiveBackend extends TestApp {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Puts this token in the fake sessionStorage, as a signed-in console would have it. */
  signIn(token: string): void;
}

/** The real app on a random loopback port, over real HTTP. */
export async function startLiveBackend(): Promise<LiveBackend> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    ...t,
    origin: `http://127.0.0.1:${port}`,
    signIn: (token) => vi.stubGlobal('sessionStorage', memoryStorage({ token })),
  };
}

/** The file's live backend: started before its tests with `who` signed in (both handed to `ready`), closed after them. */
export function liveBackendPerFile(
  ready: (live: LiveBackend, token: string) => void,
  who = 'admin@console.example',
): void {
  let live: LiveBackend | undefined;
  beforeAll(async () => {
    live = await startLiveBackend();
    const token = await live.tokenFor(who);
    live.signIn(token);
    ready(live, token);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await live?.close();
  });
}
