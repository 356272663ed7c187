import { describe, expect, it } from 'vitest';
import { firstEntryPath } from '../../../../src/layout/useVisibleMenuEntries';
import type { MenuEntry } from '../../../../src/layout/menu-entries';

const entry = (to: string, children?: MenuEntry[]): MenuEntry => ({
  key: to,
  to,
  label: to,
  access: { resource: to, action: 'access' },
  children,
});

describe('where a user lands (the first page of their menu)', () => {
  it('is the first entry, or the first leaf inside a group', () => {
    expect(firstEntryPath([entry('/view/dispute'), entry('/alerts/dispute')])).toBe('/view/dispute');
    expect(firstEntryPath([entry('/group', [entry('/a'), entry('/b')]), entry('/c')])).toBe('/a');
  });

  it('is nothing for an empty menu', () => {
    expect(firstEntryPath([])).toBeUndefined();
  });
});
