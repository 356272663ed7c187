import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../../src/layout/menu-entries';
import { matchesQuery, paletteOptions, screenOptions } from '../../../../src/layout/keyboard/palette-options';

const LABELS: Record<string, string> = {
  'pages.approvals.title': 'Approvals',
  'menu.groups.disputes': 'Disputes',
  'disputes.alerts_title': 'Alerts',
  'consumer360.title': 'Consumer lookup',
};
const translate = (key: string, options?: Record<string, unknown>) =>
  key === 'keyboard.palette.consumer'
    ? `Consumer 360: ${String(options?.id)}`
    : key === 'keyboard.palette.merchant'
      ? `Merchant: ${String(options?.id)}`
      : (LABELS[key] ?? key);

/** The menu after canAccess filtered it (the palette sees only that). */
const MENU: MenuEntry[] = [
  { key: 'approvals', to: '/approvals', label: 'pages.approvals.title' },
  {
    key: 'group:disputes',
    to: '',
    label: 'menu.groups.disputes',
    children: [{ key: 'dispute-alerts', to: '/alerts/dispute', label: 'disputes.alerts_title' }],
  },
  { key: 'consumer-360', to: '/post-pe', label: 'consumer360.title' },
];

describe('command palette options (issue 18)', () => {
  const screens = screenOptions(MENU, translate);

  it('lists every screen of the filtered menu, a group item named with its group; groups are not screens', () => {
    expect(screens).toEqual([
      { key: 'screen:approvals', label: 'Approvals', to: '/approvals' },
      { key: 'screen:dispute-alerts', label: 'Disputes › Alerts', to: '/alerts/dispute' },
      { key: 'screen:consumer-360', label: 'Consumer lookup', to: '/post-pe' },
    ]);
  });

  it('filters by every word typed, in any case and order; an empty query lists them all', () => {
    const both = { consumer: true, merchant: true };
    expect(paletteOptions(screens, '', both, translate)).toHaveLength(3);
    expect(paletteOptions(screens, 'ALERTS disp', both, translate).map((o) => o.to)).toEqual(['/alerts/dispute']);
    expect(paletteOptions(screens, 'payouts', both, translate)).toEqual([]);
    expect(matchesQuery('Disputes › Alerts', '  alerts  ')).toBe(true);
  });

  it('digits offer the consumer 360 and the merchant with that id, first, each only when the user may open it', () => {
    expect(paletteOptions(screens, ' 1001 ', { consumer: true, merchant: true }, translate)).toEqual([
      { key: 'consumer:1001', label: 'Consumer 360: 1001', to: '/post-pe/1001' },
      { key: 'merchant:1001', label: 'Merchant: 1001', to: '/new-merchant/1001' },
    ]);
    expect(paletteOptions(screens, '1001', { consumer: false, merchant: true }, translate).map((o) => o.key)).toEqual([
      'merchant:1001',
    ]);
    expect(paletteOptions(screens, '1001', { consumer: false, merchant: false }, translate)).toEqual([]);
    // Not all digits: no id option.
    expect(paletteOptions(screens, '10a1', { consumer: true, merchant: true }, translate)).toEqual([]);
  });
});
