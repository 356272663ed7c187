/**
 * What deep code tells the metrics (plugins/metrics.ts) without knowing about them: an audit row written, a sign-in
 * refused, a sign-in locked. Each app built with METRICS_TOKEN listens while it is open (and stops on close); with
 * no listener a signal costs one empty loop. Process-wide on purpose: the repositories and the sign-in service are
 * plain functions of a database, not of an app.
 */
export type MetricSignal =
  | { kind: 'audit-written' }
  | { kind: 'sign-in-failed'; reason: 'invalid' | 'rate-limited' }
  | { kind: 'sign-in-locked' };

type Listener = (signal: MetricSignal) => void;

const listeners = new Set<Listener>();

export function emitMetricSignal(signal: MetricSignal): void {
  for (const listener of listeners) listener(signal);
}

/** Listens until the returned function is called. */
export function onMetricSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
