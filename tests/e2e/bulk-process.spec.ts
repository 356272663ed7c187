import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * /recon/swipe-backtest, /bulk-process and /sftp-panel (issue 45 items 1 and 2): operations start a card-swipe
 * backtest of 31 past days and watch it on Bulk Process from queued or running to succeeded, read the comparison with
 * the first run, retry a failed job, and reprocess a file that failed to parse from the SFTP panel.
 *
 * The restart: the last journey runs a server of its own on a database it keeps (the suite's server is Playwright's),
 * stops it mid-job and starts it again. tests/server/background-jobs.test.ts does the same on SQLite and PostgreSQL,
 * and plays a worker that died.
 */
const DAY = 86_400_000;
const istDay = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * DAY).toISOString().slice(0, 10);

test('a backtest started by operations is seen on Bulk Process from start to end, then compared day by day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const from = istDay(-31);
  const to = istDay(-1);
  await signIn(page, account('ops'), '/crm/recon/swipe-backtest');
  await expect(page.getByRole('heading', { name: 'Swipe Backtest', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Run backtest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run a card-swipe backtest?' });
  await expect(dialog).toContainText('31');
  await expect(dialog).toContainText(from);
  expect(await axeFindings(page, 'backtest dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Run backtest' }).click();
  await expect(page.getByText(new RegExp(`Backtest Q\\d+ queued for ${from} to ${to}`))).toBeVisible();

  await page.goto('/crm/bulk-process');
  await expect(page.getByRole('heading', { name: 'Bulk Process', level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Background jobs' });
  const row = table.locator('tbody tr', { hasText: `Card-swipe backtest ${from} to ${to}` });
  await expect(row).toContainText(/Queued|Running/);
  await expect(row).toContainText('ops@console.example');
  expect(await axeFindings(page, '/bulk-process')).toEqual([]);
  await expect(row).toContainText('Succeeded', { timeout: 60_000 });
  await expect(row).toContainText('31 / 31 (100%)');
  // The uploads are in the same list.
  await expect(table).toContainText('Upload');

  await page.goto('/crm/recon/swipe-backtest');
  const run = page.getByRole('region', { name: /^Backtest Q\d+$/ }).first();
  await expect(run).toContainText(`${from} to ${to}`);
  await expect(run).toContainText('Succeeded');
  await expect(run.getByRole('table', { name: 'Backtest days' })).toContainText('ours only → matched');
  expect(await axeFindings(page, '/recon/swipe-backtest')).toEqual([]);
});

test('a failed job is retried from Bulk Process and a file that failed to parse is reprocessed from SFTP', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/bulk-process');
  const table = page.getByRole('table', { name: 'Background jobs' });
  const failed = table.locator('tbody tr', { hasText: 'Reprocess AXIS_CARD_SETTLE file' });
  await expect(failed).toContainText('Failed', { timeout: 20_000 });
  await failed.getByRole('button', { name: /^Retry job/ }).click();
  const retry = page.getByRole('dialog', { name: /^Retry job Q\d+\?$/ });
  await expect(retry).toContainText('runs from the start');
  expect(await axeFindings(page, 'retry dialog', '[role="dialog"]')).toEqual([]);
  await retry.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/queued again\./)).toBeVisible();
  await expect(failed).toContainText('Succeeded', { timeout: 30_000 });

  await page.goto('/crm/sftp-panel');
  await expect(page.getByRole('heading', { name: 'SFTP', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Expected files' })).toContainText(
    'HDFC_STMT_{YYYYMMDD}.csv, by 06:00 IST',
  );
  const days = page.getByRole('table', { name: 'SFTP files per day' });
  await expect(days).toContainText('Missing');
  await expect(days).toContainText('Late');
  expect(await axeFindings(page, '/sftp-panel')).toEqual([]);
  const broken = days.locator('tbody tr', { hasText: 'Failed to parse' }).first();
  await broken.getByRole('button', { name: /^Reprocess / }).click();
  const dialog = page.getByRole('dialog', { name: /^Reprocess .+\.csv\?$/ });
  await expect(dialog).toContainText('A parse job is queued');
  expect(await axeFindings(page, 'reprocess dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Reprocess' }).click();
  await expect(page.getByText(/^Job Q\d+ queued: Reprocess /)).toBeVisible();
});

/** A server of this journey's own on a database it keeps, so it can be stopped and started again. */
async function ownServer(port: number, sqliteFile: string): Promise<ChildProcess> {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['tests/e2e/server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), E2E_SQLITE_FILE: sqliteFile, JOB_STEP_MS: '500' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a backtest running when the server restarts goes on after it and finishes', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 8181) + 10_000;
  const base = `http://127.0.0.1:${port}`;
  const sqliteFile = join(mkdtempSync(join(tmpdir(), 'e2e-restart-')), 'restart.sqlite');
  let server = await ownServer(port, sqliteFile);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    const from = istDay(-31);
    const to = istDay(-1);
    await signIn(page, account('ops'), '/crm/recon/swipe-backtest');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
    await page.getByRole('button', { name: 'Run backtest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run backtest' }).click();
    await expect(page.getByText(/Backtest Q\d+ queued/)).toBeVisible();
    await page.goto('/crm/bulk-process');
    const row = page
      .getByRole('table', { name: 'Background jobs' })
      .locator('tbody tr', { hasText: `Card-swipe backtest ${from} to ${to}` });
    await expect(row).toContainText(/Running.*[2-9] \/ 31/, { timeout: 30_000 });

    // The server stops (SIGTERM: the running job is handed back at its next step) and starts again on its database.
    await stop(server);
    server = await ownServer(port, sqliteFile);
    await signIn(page, account('ops'), '/crm/bulk-process');
    await expect(row).toContainText('attempt 2', { timeout: 30_000 });
    await expect(row).toContainText('Succeeded', { timeout: 60_000 });
    await expect(row).toContainText('31 / 31 (100%)');
  } finally {
    await context.close();
    await stop(server);
  }
});
