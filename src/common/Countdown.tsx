import { useEffect, useState, type ReactNode } from 'react';

/** Spec §2.13, §9: countdowns start at 30 seconds unless told otherwise. */
export const DEFAULT_COUNTDOWN_SECONDS = 30;

/** Pure: whole seconds left of `from` after `elapsedMs`, never below zero. */
export function secondsLeft(from: number, elapsedMs: number): number {
  return Math.max(0, from - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/**
 * Seconds left, counting down from `from`; starts again whenever `restartKey` changes. Reads the clock rather than
 * counting ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(from = DEFAULT_COUNTDOWN_SECONDS, restartKey?: unknown): number {
  const [state, setState] = useState({ key: restartKey, left: from });
  if (state.key !== restartKey) setState({ key: restartKey, left: from });
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = secondsLeft(from, Date.now() - started);
      setState((s) => (s.left === left ? s : { ...s, left }));
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [from, restartKey]);
  return state.key === restartKey ? state.left : from;
}

export interface CountdownProps {
  from?: number;
  restartKey?: unknown;
  /** Renders the seconds left; by default the bare number. */
  children?: (secondsLeft: number) => ReactNode;
}

/** A live countdown (announced politely to screen readers). */
export function Countdown({ from = DEFAULT_COUNTDOWN_SECONDS, restartKey, children }: CountdownProps) {
  const left = useCountdown(from, restartKey);
  return <span aria-live="polite">{children ? children(left) : left}</span>;
}
