import { outsideRequest } from '../plugins/idempotency.js';
import { dueJobIds } from '../repositories/background-jobs.js';
import { BaseQueue, KICK_MS } from './job-runner.js';

const POLL_MS = 500;

/** SQLite: the table is the queue; this server polls it for due jobs and runs one at a time. */
export class TableQueue extends BaseQueue {
  #timer: NodeJS.Timeout | undefined;
  #busy = false;
  #started = false;

  async start() {
    this.#started = true;
    this.#schedule(0);
  }

  override async stop() {
    clearTimeout(this.#timer);
    await super.stop();
  }

  protected wake() {
    if (this.#started && !this.#busy) this.#schedule(KICK_MS);
  }

  #schedule(ms: number) {
    if (this.stopping) return;
    clearTimeout(this.#timer);
    // The worker's queries never join the transaction of the request that queued the job (requestScopedDb).
    this.#timer = setTimeout(() => outsideRequest(() => void this.#poll()), ms);
    this.#timer.unref();
  }

  async #poll() {
    if (this.#busy || this.stopping) return;
    this.#busy = true;
    try {
      for (;;) {
        const [id] = await dueJobIds(this.db, Date.now(), 1);
        if (id === undefined || this.stopping) break;
        await this.run(id);
      }
    } catch (err) {
      this.log('job poll failed', err);
    } finally {
      this.#busy = false;
      this.#schedule(this.opts.pollMs ?? POLL_MS);
    }
  }
}
