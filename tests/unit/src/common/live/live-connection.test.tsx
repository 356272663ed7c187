// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIVE_QUEUE_KEYS } from '../../../../../contract/live/queues';
import { INBOX_KIND_ACCESS } from '../../../../../contract/approvals/inbox';
import { backoffMs, LiveConnection } from '../../../../../src/common/live/live-connection';
import { sseReader, type SseMessage } from '../../../../../src/common/live/sse';
import { setSessionLocked } from '../../../../../authProvider/idle-lock';
import { useLiveQueue, VIEWERS_KEY } from '../../../../../src/common/live/useLiveQueue';
import { viewersByItem } from '../../../../../src/common/live/usePresence';

/** A stream body the test writes to, as the server would. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const enc = new TextEncoder();
  return {
    body,
    send: (event: string, data: unknown) =>
      controller.enqueue(enc.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

/** Timers the test runs by hand. */
function manualTimers() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      timers.set(next, { fn, ms });
      return next++;
    },
    clearTimer: (t: unknown) => void timers.delete(t as number),
    fire(ms: number) {
      for (const [id, t] of [...timers])
        if (t.ms === ms) {
          timers.delete(id);
          t.fn();
        }
    },
  };
}
const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('sseReader', () => {
  it('reads events split anywhere across chunks, CRLF or LF, and skips comments', () => {
    const got: SseMessage[] = [];
    const read = sseReader((m) => got.push(m));
    for (const chunk of [
      'ret',
      'ry: 2000\n\nevent: re',
      'ady\r\ndata: {"a":1}\r',
      '\n\r\n: ping\n\nda',
      'ta: x\ndata: y\n\n',
    ])
      read(chunk);
    expect(got).toEqual([
      { event: 'ready', data: '{"a":1}' },
      { event: 'message', data: 'x\ny' },
    ]);
  });
});

describe('backoffMs', () => {
  it('doubles from about a second to at most 30 s, never all at once', () => {
    expect(backoffMs(0, () => 1)).toBe(1000);
    expect(backoffMs(1, () => 1)).toBe(2000);
    expect(backoffMs(10, () => 1)).toBe(30_000);
    expect(backoffMs(0, () => 0)).toBe(750);
  });
});

describe('LiveConnection', () => {
  it('opens once for every listener, goes live on ready, hands out queue events, and reconnects after a loss', async () => {
    const streams: ReturnType<typeof fakeStream>[] = [];
    const open = vi.fn(async () => {
      const s = fakeStream();
      streams.push(s);
      return s.body;
    });
    const t = manualTimers();
    const conn = new LiveConnection({ open, backoff: () => 1234, ...t });
    const a = vi.fn();
    const b = vi.fn();
    const offA = conn.subscribe(a);
    conn.subscribe(b);
    expect(open).toHaveBeenCalledTimes(1);
    expect(conn.status).toBe('connecting');
    await tick();
    streams[0]!.send('ready', { queues: ['approvals'], live: true });
    await tick();
    expect(conn.status).toBe('live');
    streams[0]!.send('queue', { queue: 'approvals', change: 'items' });
    await tick();
    expect(a).toHaveBeenCalledWith({ queue: 'approvals', change: 'items' });
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    streams[0]!.end();
    await tick();
    expect(conn.status).toBe('off');
    expect(open).toHaveBeenCalledTimes(1);
    t.fire(1234);
    expect(open).toHaveBeenCalledTimes(2);
    await tick();
    streams[1]!.send('ready', { queues: ['approvals'], live: true });
    await tick();
    // Back after a gap: every queue is read again, since changes may have been missed.
    expect(b).toHaveBeenCalledWith({ queue: 'approvals', change: 'items' });
    expect(b).toHaveBeenCalledWith({ queue: 'kyc', change: 'viewers' });
    conn.stop();
  });

  it('stops trying when the server refuses for good (no session, no permission)', async () => {
    const open = vi.fn(async () => Promise.reject(Object.assign(new Error('403'), { retry: false })));
    const t = manualTimers();
    const conn = new LiveConnection({ open, ...t });
    conn.subscribe(() => undefined);
    await tick();
    expect(conn.status).toBe('off');
    expect(t.timers.size).toBe(0);
  });

  it('closes a while after the last listener leaves, unless one comes back', async () => {
    const s = fakeStream();
    const open = vi.fn(async () => s.body);
    const t = manualTimers();
    const conn = new LiveConnection({ open, lingerMs: 500, ...t });
    const off = conn.subscribe(() => undefined);
    await tick();
    off();
    conn.subscribe(() => undefined);
    t.fire(500);
    expect(conn.status).toBe('connecting');
    expect(open).toHaveBeenCalledTimes(1);
    conn.stop();
    expect(conn.status).toBe('off');
  });
});

/** A stream, its connection and a query client whose invalidations are recorded, for useLiveQueue. */
function queueHarness() {
  const s = fakeStream();
  const conn = new LiveConnection({ open: async () => s.body, ...manualTimers() });
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { s, conn, invalidate, wrapper };
}

describe('useLiveQueue', () => {
  it("reads the queue's queries again on its items events, the viewers on its viewers events, nothing for others", async () => {
    const { s, conn, invalidate, wrapper } = queueHarness();
    const { result, unmount } = renderHook(
      () => useLiveQueue('disputes', [['dispute-cases'], ['dispute-counts']], conn),
      { wrapper },
    );
    await tick();
    s.send('ready', { queues: ['disputes'], live: true });
    await tick();
    expect(result.current).toBe('live');
    s.send('queue', { queue: 'approvals', change: 'items' });
    s.send('queue', { queue: 'disputes', change: 'items' });
    await tick();
    expect(invalidate.mock.calls.map((c) => c[0])).toEqual([
      { queryKey: ['dispute-cases'] },
      { queryKey: ['dispute-counts'] },
    ]);
    invalidate.mockClear();
    s.send('queue', { queue: 'disputes', change: 'viewers' });
    await tick();
    expect(invalidate.mock.calls.map((c) => c[0])).toEqual([{ queryKey: [VIEWERS_KEY] }]);
    unmount();
    conn.stop();
  });

  it('reads nothing while the console is locked for inactivity, and what changed once on unlocking', async () => {
    const { s, conn, invalidate, wrapper } = queueHarness();
    const { unmount } = renderHook(() => useLiveQueue('approvals', [['approval-requests']], conn), { wrapper });
    await tick();
    s.send('ready', { queues: ['approvals'], live: true });
    await tick();
    act(() => setSessionLocked(true));
    s.send('queue', { queue: 'approvals', change: 'items' });
    s.send('queue', { queue: 'approvals', change: 'items' });
    s.send('queue', { queue: 'approvals', change: 'viewers' });
    await tick();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => setSessionLocked(false));
    expect(invalidate.mock.calls.map((c) => c[0])).toEqual([
      { queryKey: ['approval-requests'] },
      { queryKey: [VIEWERS_KEY] },
    ]);
    unmount();
    conn.stop();
  });
});

describe('who hears what', () => {
  it("the approvals queue's keys are exactly the inbox's (contract and console agree)", () => {
    expect(new Set(LIVE_QUEUE_KEYS.approvals)).toEqual(new Set(Object.values(INBOX_KIND_ACCESS).flat()));
  });

  it('groups viewers by item', () => {
    expect(
      viewersByItem([
        { itemId: 1, name: 'A' },
        { itemId: 1, name: 'B' },
        { itemId: 2, name: 'C' },
      ]),
    ).toEqual(
      new Map([
        [1, ['A', 'B']],
        [2, ['C']],
      ]),
    );
  });
});
