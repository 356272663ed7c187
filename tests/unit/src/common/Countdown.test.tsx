// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Countdown, DEFAULT_COUNTDOWN_SECONDS, secondsLeft } from '../../../../src/common/Countdown';

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to zero', () => {
    expect(DEFAULT_COUNTDOWN_SECONDS).toBe(30);
    expect(secondsLeft(30, 0)).toBe(30);
    expect(secondsLeft(30, 999)).toBe(30);
    expect(secondsLeft(30, 1000)).toBe(29);
    expect(secondsLeft(30, 45_000)).toBe(0);
  });

  it('renders from 30 by default and reaches zero', () => {
    vi.useFakeTimers();
    render(<Countdown>{(left) => `Wait ${left}s`}</Countdown>);
    expect(screen.getByText('Wait 30s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Wait 20s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByText('Wait 0s')).toBeTruthy();
  });
});
