import { describe, expect, it } from 'vitest';
import { roundsAtMost } from '../../bench/page-timing';

describe('the cold-load bench pairs each load with the stock app’s of the same round', () => {
  it('counts the rounds no later than the reference, a tie included', () => {
    expect(roundsAtMost([900, 1_100, 1_000], [1_000, 1_000, 1_000])).toBe('2 of 3');
  });

  it('pairs by round, not by rank: faster than the reference in its own round, though slower than its median', () => {
    // Sorted side by side (950 vs 900, 1,050 vs 1,000) neither would count.
    expect(roundsAtMost([950, 1_050], [1_000, 900])).toBe('1 of 2');
  });

  it('never counts a load that showed no row, and only the rounds both sides ran', () => {
    expect(roundsAtMost([NaN, 500], [1_000, 1_000])).toBe('1 of 2');
    expect(roundsAtMost([500, 500, 500], [1_000])).toBe('1 of 1');
  });
});
