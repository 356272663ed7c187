import { describe, expect, it } from 'vitest';
import { runWorkerOnce } from '../../../src/common/run-worker';

/** A stand-in worker: records what it was sent and whether it was ended; the test plays its answer. */
class FakeWorker {
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  crash(message: string) {
    this.onerror?.({ message } as ErrorEvent);
  }
}

const start = () => new FakeWorker();
const run = (w: FakeWorker) => runWorkerOnce<{ rows: number }>(w as unknown as Worker, { file: 'a.csv' });

describe('runWorkerOnce', () => {
  it('sends the message once and resolves with what the worker checked, then ends the worker', async () => {
    const w = start();
    const result = run(w);
    expect(w.sent).toEqual([{ file: 'a.csv' }]);
    w.answer({ checked: { rows: 3 } });
    await expect(result).resolves.toEqual({ rows: 3 });
    expect(w.terminated).toBe(true);
  });

  it('rejects with the error the worker reports, and ends it', async () => {
    const w = start();
    const result = run(w);
    w.answer({ error: 'Could not read the file' });
    await expect(result).rejects.toThrow('Could not read the file');
    expect(w.terminated).toBe(true);
  });

  it('rejects when the worker crashes, and ends it', async () => {
    const w = start();
    const result = run(w);
    w.crash('SyntaxError in worker');
    await expect(result).rejects.toThrow('SyntaxError in worker');
    expect(w.terminated).toBe(true);
  });
});
