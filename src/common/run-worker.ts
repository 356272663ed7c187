/**
 * Posts one message to a freshly started module worker and resolves with its one answer (`{ checked }`), or rejects
 * with its `{ error }` or its crash; the worker is ended either way. The caller starts the worker itself with a
 * literal `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`, which Vite needs to bundle it.
 */
export function runWorkerOnce<T>(worker: Worker, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ checked: T } | { error: string }>) => {
      worker.terminate();
      if ('checked' in event.data) resolve(event.data.checked);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(message);
  });
}
