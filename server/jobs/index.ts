import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { QueueJobKind } from '../../contract/jobs/rules.js';
import type { AppDeps } from '../app-deps.js';
import { createJobQueue, type JobHandler, type JobQueue } from './queue.js';
import { sftpParseHandler, sftpScanHandler } from './sftp.js';
import { swipeBacktestHandler } from './swipe-backtest.js';
import { insuranceCancelHandler } from './insurance-cancel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (server/jobs/queue.ts). */
    jobs: JobQueue;
  }
}

/** How often the drop folder is looked at for files (a scan job is queued when there are some). */
export const DROP_CHECK_MS = 5 * 60_000;

/**
 * The job queue of this server (issue 45 item 2): its workers start once the app is ready, and closing the app stops
 * them (a job running is handed back at its next step, to resume on the next start or another instance).
 */
export function installJobs(app: FastifyInstance, { db, dialect, config }: AppDeps): JobQueue {
  const queue = createJobQueue({
    db,
    dialect,
    databaseUrl: config.databaseUrl,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  const handlers: Record<QueueJobKind, JobHandler> = {
    SWIPE_BACKTEST: swipeBacktestHandler(db, () => config.jobStepMs) as JobHandler,
    SFTP_SCAN: sftpScanHandler(db, () => config.sftpDropDir) as JobHandler,
    SFTP_PARSE: sftpParseHandler(db) as JobHandler,
    INSURANCE_CANCEL: insuranceCancelHandler(db) as JobHandler,
  };
  for (const [kind, handler] of Object.entries(handlers)) queue.work(kind, handler);
  app.decorate('jobs', queue);
  let timer: NodeJS.Timeout | undefined;
  const checkDrop = async () => {
    try {
      if (await dropHasFiles(config.sftpDropDir)) {
        const waiting = await db
          .selectFrom('background_jobs')
          .select('id')
          .where('kind', '=', 'SFTP_SCAN')
          .where('state', 'in', ['QUEUED', 'RUNNING'])
          .executeTakeFirst();
        if (!waiting)
          await queue.enqueue({ kind: 'SFTP_SCAN', label: 'Drop folder scan', input: null, startedBy: 'system' });
      }
    } catch (err) {
      app.log.warn({ err }, 'drop folder check failed');
    }
    timer = setTimeout(() => void checkDrop(), DROP_CHECK_MS).unref();
  };
  app.addHook('onReady', async () => {
    await queue.start();
    void checkDrop();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await queue.stop();
  });
  return queue;
}

async function dropHasFiles(dir: string): Promise<boolean> {
  const sources = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const s of sources) {
    if (!s.isDirectory()) continue;
    const files = await readdir(join(dir, s.name), { withFileTypes: true }).catch(() => []);
    if (files.some((f) => f.isFile())) return true;
  }
  return false;
}
