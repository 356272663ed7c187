import { PgBoss } from 'pg-boss';
import { outsideRequest } from '../plugins/idempotency.js';
import { dueJobIds, holdJob } from '../repositories/background-jobs.js';
import { BaseQueue, KICK_MS } from './job-runner.js';

const SWEEP_MS = 2_000;
const PG_QUEUE = 'console-jobs';

/**
 * PostgreSQL: pg-boss delivers `{ id }` messages to the workers of every instance; the row's claim decides. pg-boss
 * starts with the first job this server sees (enqueued here, or found due by the sweep), so an instance that runs
 * no jobs holds no pg-boss connections.
 */
export class PgBossQueue extends BaseQueue {
  #boss: PgBoss | undefined;
  #booting: Promise<PgBoss> | undefined;
  #sweep: NodeJS.Timeout | undefined;
  #soon: NodeJS.Timeout | undefined;

  async start() {
    const tick = async () => {
      await this.#sweepOnce();
      if (!this.stopping) this.#sweep = setTimeout(() => outsideRequest(() => void tick()), SWEEP_MS).unref();
    };
    void tick();
  }

  override async stop() {
    clearTimeout(this.#sweep);
    clearTimeout(this.#soon);
    await super.stop();
    const boss = this.#boss ?? (this.#booting ? await this.#booting.catch(() => undefined) : undefined);
    await boss?.stop({ graceful: true, close: true, timeout: 5000 });
  }

  /** Looks for due jobs shortly, outside the request that queued one (after its transaction commits). */
  protected wake() {
    clearTimeout(this.#soon);
    this.#soon = setTimeout(() => outsideRequest(() => void this.#sweepOnce()), KICK_MS).unref();
  }

  /**
   * Hands pg-boss the jobs that are due and not with it: new ones, those handed back by a server that stopped, a
   * retry's back-off that ran out, a dead worker's. Each is held first (one conditional update), so an instance's
   * sweep sends it once; the claim decides anyway.
   */
  async #sweepOnce() {
    if (this.stopping) return;
    try {
      const now = Date.now();
      for (const id of await dueJobIds(this.db, now, 50)) {
        if (this.stopping) return;
        if (await holdJob(this.db, id, now, this.leaseMs)) {
          const boss = await this.#bossReady();
          await boss.send(PG_QUEUE, { id }, { retryLimit: 0 });
        }
      }
    } catch (err) {
      this.log('job sweep failed', err);
    }
  }

  #bossReady(): Promise<PgBoss> {
    if (this.#boss) return Promise.resolve(this.#boss);
    this.#booting ??= (async () => {
      const boss = new PgBoss({ connectionString: this.opts.databaseUrl!, max: 3, supervise: true, schedule: false });
      boss.on('error', (err) => this.log('pg-boss error', err));
      await boss.start();
      await boss.createQueue(PG_QUEUE).catch(() => undefined);
      await boss.work<{ id: number }>(PG_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([message]) => {
        if (message) await this.run(message.data.id, true);
      });
      this.#boss = boss;
      return boss;
    })();
    return this.#booting;
  }
}
