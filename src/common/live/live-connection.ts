import { LIVE_QUEUES, type QueueEvent, type StreamReady } from '../../../contract/live/queues';
import { sseReader } from './sse';

/** Pure: how long to wait before the attempt-th reconnect (0-based): 1 s doubling to 30 s, a quarter of it jittered. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + random() * 0.25));
}

/** Whether the queues are updating by themselves now. */
export type LiveStatus = 'connecting' | 'live' | 'off';

export interface LiveConnectionOptions {
  /** Opens the stream's body (dataProviders/crm/live.ts); an error with `retry: false` stops trying. */
  open(signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** How long the stream stays open after its last listener leaves (a page change reuses it). */
  lingerMs?: number;
  /** No byte for this long (the server writes every 15 s): the stream is taken as lost and opened again. */
  silenceMs?: number;
  backoff?: (attempt: number) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

type Listener = (event: QueueEvent) => void;

/**
 * One event stream per tab, shared by every live queue on screen (issue 39 item 7): opened when the first listener
 * comes, closed a moment after the last leaves, opened again after a loss with a growing wait. While it is not
 * hearing changes (connecting, lost, or the server says its own change feed is down) the status is not 'live', and
 * the listeners are told to read their queues again once it is, since changes may have been missed meanwhile.
 */
export class LiveConnection {
  readonly #listeners = new Set<Listener>();
  readonly #statusListeners = new Set<(s: LiveStatus) => void>();
  readonly #o: Required<LiveConnectionOptions>;
  #status: LiveStatus = 'off';
  #abort: AbortController | null = null;
  #retryTimer: unknown = null;
  #lingerTimer: unknown = null;
  #silenceTimer: unknown = null;
  #attempt = 0;
  #wasLive = false;

  constructor(options: LiveConnectionOptions) {
    this.#o = {
      lingerMs: 2000,
      silenceMs: 40_000,
      backoff: (n) => backoffMs(n),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  get status(): LiveStatus {
    return this.#status;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    this.#clear('linger');
    if (!this.#abort && this.#retryTimer === null) this.#connect();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0)
        this.#lingerTimer = this.#o.setTimer(() => {
          this.#lingerTimer = null;
          if (this.#listeners.size === 0) this.stop();
        }, this.#o.lingerMs);
    };
  }

  onStatus(listener: (s: LiveStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  stop(): void {
    this.#clear('retry');
    this.#clear('linger');
    this.#clear('silence');
    this.#abort?.abort();
    this.#abort = null;
    this.#attempt = 0;
    this.#setStatus('off');
  }

  #clear(which: 'retry' | 'linger' | 'silence') {
    const timer = which === 'retry' ? this.#retryTimer : which === 'linger' ? this.#lingerTimer : this.#silenceTimer;
    if (timer !== null) this.#o.clearTimer(timer);
    if (which === 'retry') this.#retryTimer = null;
    else if (which === 'linger') this.#lingerTimer = null;
    else this.#silenceTimer = null;
  }

  #setStatus(status: LiveStatus) {
    if (status === this.#status) return;
    this.#status = status;
    for (const l of [...this.#statusListeners]) l(status);
    if (status === 'live' && this.#wasLive) this.#emitAll(); // back after a gap: what was missed is read again
    if (status === 'live') this.#wasLive = true;
  }

  #emitAll() {
    for (const queue of LIVE_QUEUES) for (const change of ['items', 'viewers'] as const) this.#emit({ queue, change });
  }

  #emit(event: QueueEvent) {
    for (const l of [...this.#listeners]) l(event);
  }

  #watchSilence(abort: AbortController) {
    this.#clear('silence');
    this.#silenceTimer = this.#o.setTimer(() => abort.abort(), this.#o.silenceMs);
  }

  #connect() {
    const abort = new AbortController();
    this.#abort = abort;
    this.#setStatus('connecting');
    const read = sseReader((m) => {
      if (m.event === 'ready' || m.event === 'status') {
        this.#attempt = 0;
        this.#setStatus((JSON.parse(m.data) as StreamReady).live ? 'live' : 'connecting');
      } else if (m.event === 'queue') this.#emit(JSON.parse(m.data) as QueueEvent);
    });
    void (async () => {
      let retry = true;
      try {
        const body = await this.#o.open(abort.signal);
        const reader = body.getReader();
        const decoder = new TextDecoder();
        this.#watchSilence(abort);
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          this.#watchSilence(abort);
          read(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        retry = (error as { retry?: boolean }).retry !== false;
      }
      if (this.#abort !== abort) return; // stopped, or replaced
      this.#clear('silence');
      this.#abort = null;
      this.#setStatus('off');
      if (!retry || this.#listeners.size === 0) return;
      this.#retryTimer = this.#o.setTimer(() => {
        this.#retryTimer = null;
        if (this.#listeners.size > 0) this.#connect();
      }, this.#o.backoff(this.#attempt++));
    })();
  }
}
