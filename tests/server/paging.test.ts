import { describe, expect, it } from 'vitest';
import { inOrder, orderOf, planPage } from '../../server/db/paging.js';

/** The rows a plan reads from a list 0…total-1, in the list's order. */
function read(offset: number, limit: number, total: number): number[] {
  const list = Array.from({ length: total }, (_, i) => i);
  const plan = planPage(offset, limit, total);
  const source = orderOf(plan, 'asc') === 'asc' ? list : [...list].reverse();
  return inOrder(plan, source.slice(plan.offset, plan.offset + plan.limit));
}

describe('planPage', () => {
  it('reads the first half forwards and the second half backwards', () => {
    expect(planPage(0, 20, 100_000)).toEqual({ offset: 0, limit: 20, reversed: false });
    expect(planPage(99_980, 20, 100_000)).toEqual({ offset: 0, limit: 20, reversed: true });
    expect(planPage(99_990, 20, 100_000)).toEqual({ offset: 0, limit: 10, reversed: true });
  });

  it('gives exactly the rows an OFFSET would, for every page of several list sizes', () => {
    for (const total of [0, 1, 7, 20, 41, 100]) {
      for (const limit of [1, 3, 20]) {
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const want = Array.from({ length: total }, (_, i) => i).slice(offset, offset + limit);
          expect(read(offset, limit, total), `total ${total}, limit ${limit}, offset ${offset}`).toEqual(want);
        }
      }
    }
  });
});
