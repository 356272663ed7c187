/**
 * Debian's Chromium and the flags every browser run here uses (the Playwright suite and the bench): no sandbox (root
 * in CI), no GPU or QUIC, and none of Chromium's own background connections, which this machine's closed network
 * refuses. Playwright's own browser download is never used.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
