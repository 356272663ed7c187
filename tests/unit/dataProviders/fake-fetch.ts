import { vi } from 'vitest';

/** A Storage backed by a Map, for code that reads the session from sessionStorage. */
export function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

export interface FakeCall {
  url: string;
  init: RequestInit;
}

/** Stubs global fetch with one canned answer; returns the recorded calls. */
export function stubFetch(body: unknown, init: ResponseInit = { status: 200 }): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, requestInit: RequestInit = {}) => {
      calls.push({ url, init: requestInit });
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text === '' && init.status === 204 ? null : text, init);
    }),
  );
  return calls;
}

export function headerOf(call: FakeCall | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}
