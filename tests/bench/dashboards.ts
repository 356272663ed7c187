/**
 * The Dashboards' aggregate reads (issue 46 item 1) timed on the busy desk's grown database, one viewer at a time
 * after the desk's runs: each dashboard's one endpoint, `calls` times. Prints p50 and p99; asserts nothing.
 */
import http from 'node:http';
import { DASHBOARD_CALLS } from '../../contract/dashboards/calls.js';

const ENDPOINTS = {
  'quick summary': `/api/crm${DASHBOARD_CALLS.quickSummary.path}`,
  'TP book (14 days)': `/api/crm${DASHBOARD_CALLS.tp.path}?days=14`,
  'IVR (today)': `/api/crm${DASHBOARD_CALLS.ivr.path}`,
} as const;

/** One GET on the keep-alive `agent`, answered in full: its status and milliseconds. */
function timedGet(agent: http.Agent, port: number, token: string, path: string): Promise<[number, number]> {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      })
      .on('error', () => resolve([0, performance.now() - started]));
  });
}

const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function dashboardFigures(port: number, token: string, calls = 200): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  console.log(`  dashboards, one viewer at a time (issue 46 item 1), ${calls} calls each:`);
  for (const [name, path] of Object.entries(ENDPOINTS)) {
    const ms: number[] = [];
    const statuses = new Set<number>();
    for (let k = 0; k < calls; k++) {
      const [status, took] = await timedGet(agent, port, token, path);
      statuses.add(status);
      ms.push(took);
    }
    ms.sort((a, b) => a - b);
    const odd = [...statuses].filter((s) => s !== 200);
    console.log(
      `    ${name.padEnd(18)} p50 ${at(ms, 0.5).toFixed(1).padStart(6)} ms  p99 ${at(ms, 0.99).toFixed(1).padStart(6)} ms${odd.length ? `  (answers other than 200: ${odd.join(', ')})` : ''}`,
    );
  }
  agent.destroy();
}
