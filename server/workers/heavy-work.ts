import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { HEAVY_TASKS, type HeavyTask, type HeavyTasks } from './heavy-tasks.js';

type Input<T extends HeavyTask> = Parameters<HeavyTasks[T]>[0];
type Output<T extends HeavyTask> = ReturnType<HeavyTasks[T]>;

/**
 * The worker's entry, evaluated as CommonJS: imports heavy-tasks and answers { id, task, input } with { id, value }
 * or { id, error }. Under tsx (`npm start`, `npm run dev`) and Vitest the module is TypeScript, and a worker does not
 * inherit tsx's loader (measured: `--import tsx` in execArgv is not applied to it), so the worker registers tsx's
 * ESM hooks itself first; compiled, the module is JavaScript and is imported as it is.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
async function load() {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  return import(workerData.url);
}
load().then(
  ({ HEAVY_TASKS }) => {
    parentPort.on('message', ({ id, task, input }) => {
      try {
        parentPort.postMessage({ id, value: HEAVY_TASKS[task](input) });
      } catch (error) {
        parentPort.postMessage({ id, error: String((error && error.stack) || error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ fatal: String((error && error.stack) || error) }),
);
`;

/** The tasks module beside this one, as this one is running: .ts under tsx and Vitest, .js when compiled. */
const TASKS_URL = new URL(`./heavy-tasks${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/**
 * tsx's ESM API (`register`) as a file URL, for a TypeScript tasks module. Its `import` build: the `require` build's
 * register points at a file that does not exist (tsx 4.23), and require.resolve only finds that one.
 */
function tsxApi(): string | null {
  if (!TASKS_URL.endsWith('.ts')) return null;
  try {
    return pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
  } catch {
    return null;
  }
}

/** The worker could not start or died: the task runs inline instead (the request never fails for it). */
class WorkerLost extends Error {}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

class Slot {
  readonly worker: Worker;
  readonly pending = new Map<number, Pending>();
  ready = false;
  closed = false;
  constructor(onFatal: (slot: Slot, reason: string) => void) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { url: TASKS_URL, tsx: tsxApi() },
    });
    this.worker.unref();
    this.worker.on(
      'message',
      (message: { id?: number; value?: unknown; error?: string; ready?: true; fatal?: string }) => {
        if (message.ready) this.ready = true;
        else if (message.fatal !== undefined) onFatal(this, message.fatal);
        else if (message.id !== undefined) {
          const pending = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (!this.pending.size) this.worker.unref();
          if (message.error !== undefined) pending?.reject(new Error(message.error));
          else pending?.resolve(message.value);
        }
      },
    );
    this.worker.on('error', (error) => onFatal(this, String(error.stack ?? error)));
    this.worker.on('exit', (code) => onFatal(this, `worker exited with code ${code}`));
  }

  send(id: number, task: HeavyTask, input: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, task, input });
    });
  }

  fail(reason: string): void {
    for (const pending of this.pending.values()) pending.reject(new WorkerLost(reason));
    this.pending.clear();
  }
}

/**
 * A small pool of worker threads (at most 2, one on a 2-core machine) for the pure work that would hold the event
 * loop for tens to hundreds of milliseconds (issue 38 L7): parsing and checking an uploaded CSV, checking a
 * 10,000-line statement, matching it against the books. Workers start on first use and never keep the process
 * alive when idle; they end with the last app using them (`heavyWorkFor`). When a worker cannot start, the work runs
 * inline and a warning is logged once; a task that throws rejects as it would inline.
 */
export class HeavyWork {
  readonly size: number;
  #slots: Slot[] = [];
  #next = 0;
  #ids = 0;
  #broken: string | null = null;
  #warned = false;
  warn: (message: string) => void = (message) => process.emitWarning(message);

  constructor(size = Math.min(2, Math.max(1, availableParallelism() - 1))) {
    this.size = size;
  }

  /** Why the workers are not used (a worker failed to start), or null. */
  get unavailable(): string | null {
    return this.#broken;
  }

  async run<T extends HeavyTask>(task: T, input: Input<T>): Promise<Output<T>> {
    const slot = this.#broken ? null : this.#slot();
    if (slot) {
      try {
        return (await slot.send(++this.#ids, task, input)) as Output<T>;
      } catch (error) {
        if (!(error instanceof WorkerLost)) throw error;
      }
    }
    return (HEAVY_TASKS[task] as (input: Input<T>) => Output<T>)(input);
  }

  /** Ends the workers; the next task starts new ones. */
  async close(): Promise<void> {
    const slots = this.#slots;
    this.#slots = [];
    for (const slot of slots) {
      slot.closed = true;
      slot.fail('closed');
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #slot(): Slot | null {
    const idle = this.#slots.find((s) => !s.pending.size);
    if (idle) return idle;
    if (this.#slots.length < this.size) {
      try {
        const slot = new Slot((s, reason) => this.#lost(s, reason));
        this.#slots.push(slot);
        return slot;
      } catch (error) {
        this.#lost(null, String(error));
        return null;
      }
    }
    this.#next = (this.#next + 1) % this.#slots.length;
    return this.#slots[this.#next] ?? null;
  }

  #lost(slot: Slot | null, reason: string): void {
    if (slot) {
      if (slot.closed) return;
      this.#slots = this.#slots.filter((s) => s !== slot);
      slot.fail(reason);
      if (slot.ready) return; // a worker that had started died (or was closed): the next task starts another
    }
    this.#broken = reason;
    if (this.#warned) return;
    this.#warned = true;
    this.warn(`Worker threads unavailable, heavy work runs on the event loop: ${reason.split('\n')[0]}`);
  }
}

/** The process's pool, shared by every app in it (tests build many). */
export const heavyWork = new HeavyWork();
let users = 0;

/** Registers an app as a user of the pool: its warnings go to the app's log; the last user's close ends the workers. */
export function heavyWorkFor(app: FastifyInstance): HeavyWork {
  users++;
  heavyWork.warn = (message) => app.log.warn(message);
  app.addHook('onClose', async () => {
    if (--users === 0) await heavyWork.close();
  });
  return heavyWork;
}
