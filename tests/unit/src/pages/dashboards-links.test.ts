import { describe, expect, it } from 'vitest';
import { approvalsLink, payoutsLink } from '../../../../src/pages/dashboards/quick-summary-links';

describe('quick summary tile links', () => {
  it('open the payouts list under the tile’s status, as react-admin reads its filter from the URL', () => {
    const url = new URL(payoutsLink('APPROVAL_PENDING'), 'http://console');
    expect(url.pathname).toBe('/postpe-payouts');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'APPROVAL_PENDING' });
  });

  it('open the approvals inbox on the tile’s kind', () => {
    expect(approvalsLink('QR_PRIORITY')).toBe('/approvals?kind=QR_PRIORITY');
  });
});
