/** A server-sent event stream read with Node's fetch (the console reads it the same way), for the live-queue tests. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  events: SseEvent[];
  /** Resolves with the first event (from now on, or already received after `from`) that `match` accepts. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Whether any event after `from` matches. */
  seen(match: (e: SseEvent) => boolean, from?: number): boolean;
  status: number;
  close(): void;
  closed: Promise<void>;
}

export async function openSse(url: string, token: string): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let resolveClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const read = async () => {
    if (!res.body) return resolveClosed();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          else if (block.startsWith(':')) events.push({ event: 'comment', data: block });
          for (const w of [...waiters]) w();
        }
      }
    } catch {
      // aborted
    }
    resolveClosed();
  };
  void read();
  const seen = (match: (e: SseEvent) => boolean, from = 0) => events.slice(from).some(match);
  return {
    events,
    status: res.status,
    seen,
    closed,
    close: () => abort.abort(),
    next(match, timeoutMs = 1000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(from).find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}
