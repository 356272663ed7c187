import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { apiSession, launchChromium, slowDesk, withSession } from './chromium.js';
import { startServer } from './server-process.js';

const dist = process.env.DIAG_DIST ?? '/tmp/dist-diag';
const path = process.argv[2] ?? '/postpe-offers';
const work = mkdtempSync(join(tmpdir(), 'diag-'));
const port = 18195;
const srv = startServer(join(work, 'c.sqlite'), port, { CONSOLE_DEV_MODE: '1', AUTH_RATE_LIMIT_SCALE: '100', DIST_DIR: dist });
await srv.ready;
const base = `http://127.0.0.1:${port}`;
const session = await apiSession(base, 'admin@console.example');
const browser = await launchChromium();
try {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    await withSession(context, session);
    await context.addInitScript(`(() => { const b = (window.__bench = {}); const f = () => { for (const tr of document.querySelectorAll('tbody tr')) { if (tr.querySelector('.MuiSkeleton-root')) continue; const c = tr.querySelectorAll('td'); if (c.length > 1 && (tr.textContent||'').trim()) { b.row = performance.now(); return; } } requestAnimationFrame(f); }; requestAnimationFrame(f); })();`);
    const page = await context.newPage(); page.on('console', (m) => console.log('console:', m.text().slice(0, 200)));
    const cdp = await context.newCDPSession(page); await cdp.send('Network.enable');
    const desk = await slowDesk(page, 4);
    const reqs = new Map<string, { url: string; start: number; end?: number; bytes?: number; prio?: string; init?: string }>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e: any) => {
      if (!t0) t0 = e.timestamp;
      reqs.set(e.requestId, { url: e.request.url.replace(base, ''), start: e.timestamp, prio: e.request.initialPriority, init: e.initiator?.type });
    });
    cdp.on('Network.loadingFinished', (e: any) => {
      const r = reqs.get(e.requestId);
      if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; }
    });
    await page.goto(`/crm${path}`, { waitUntil: 'commit' });
    for (let i = 0; i < 100; i++) { const b = await page.evaluate(() => (window as any).__bench.row); if (b) break; await page.waitForTimeout(100); }
    await desk.quiet();
    const row = await page.evaluate(() => (window as any).__bench.row);
    const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.toJSON?.() ?? {}));
    console.log(`run ${run}: row ${Math.round(row)} ms`);
    if (run === 1) {
      for (const r of [...reqs.values()].sort((a, b) => a.start - b.start))
        console.log(`  ${Math.round((r.start - t0) * 1000).toString().padStart(5)} → ${r.end ? Math.round((r.end - t0) * 1000).toString().padStart(5) : '    ?'}  ${String(r.bytes ?? '').padStart(7)}  ${r.prio?.padEnd(8)} ${r.init?.padEnd(8)} ${r.url.slice(0, 90)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  srv.child.kill('SIGTERM');
}
