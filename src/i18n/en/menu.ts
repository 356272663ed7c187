/** The `menu` strings of src/i18n/en.ts (loaded by the shell). */
export const menu = {
  /** Issue 18: the menu's groups, the spec's areas (§1). */
  groups: {
    merchants: 'Merchants',
    consumer: 'Consumer credit',
    disputes: 'Disputes',
    payouts: 'Payouts',
    investments: 'Investments and deposits',
    uploads: 'Uploads',
    users: 'Users and roles',
    delivery: 'Delivery',
    other: 'Other',
    reconciliation: 'Reconciliation and settlement',
    dashboards: 'Dashboards',
    insurance: 'Insurance',
  },
} as const;
