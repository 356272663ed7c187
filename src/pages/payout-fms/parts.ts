/**
 * Who may raise, decide or edit on these pages: the access-table entries `<page>.<action>` (the three FMS pages hold
 * the same keys; the shared parts ask the direct page's).
 */
export const fmsPart = (action: 'raise' | 'decide' | 'edit') => `payout-fms-direct.${action}`;
export const configPart = (action: 'raise' | 'decide') => `payout-config.${action}`;
