import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from '../../../../contract/disputes/rules';
import { JOB_SOURCES, JOB_STATES } from '../../../../contract/jobs/rules';
import { filtersFromUrl } from '../../../../src/common/filtered-pages';
import {
  approvalsLink,
  disputesLink,
  jobsLink,
  payoutsLink,
  slaLink,
  uploadsLink,
} from '../../../../src/pages/dashboards/quick-summary-links';
import { UPLOAD_OUTCOMES } from '../../../../src/pages/upload-activity/upload-activity';

const opened = (link: string, allowed: Record<string, readonly string[]>) => {
  const url = new URL(link, 'http://console');
  return { path: url.pathname, filters: filtersFromUrl(url.searchParams, allowed) };
};

describe('quick summary tile links', () => {
  it('open the payouts list under the tile’s status, as react-admin reads its filter from the URL', () => {
    const url = new URL(payoutsLink('APPROVAL_PENDING'), 'http://console');
    expect(url.pathname).toBe('/postpe-payouts');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'APPROVAL_PENDING' });
  });

  it('open the approvals inbox on the tile’s kind', () => {
    expect(approvalsLink('QR_PRIORITY')).toBe('/approvals?kind=QR_PRIORITY');
  });

  it('open the case list on the tile’s product and status tab, as the page reads them', () => {
    const { path, filters } = opened(disputesLink('QR', 'Processing'), { status: CASE_STATUSES });
    expect(path).toBe('/alerts/dispute');
    expect(filters).toEqual({ status: 'Processing' });
    expect(new URL(disputesLink('QR', 'Processing'), 'http://c').searchParams.get('product')).toBe('QR');
  });

  it('open the upload activity on one outcome and the monitor on the queue’s jobs of one state', () => {
    expect(opened(uploadsLink('FAILED'), { state: UPLOAD_OUTCOMES })).toEqual({
      path: '/upload-activity',
      filters: { state: 'FAILED' },
    });
    expect(opened(jobsLink('RUNNING'), { state: JOB_STATES, source: JOB_SOURCES })).toEqual({
      path: '/bulk-process',
      filters: { state: 'RUNNING', source: 'QUEUE' },
    });
  });
});

describe('SLA breach links', () => {
  it('open the payouts list on the overdue pending ones, the case list on one product’s overdue tab', () => {
    const url = new URL(slaLink({ state: 'PAYOUT_WAITING_OVER_1_DAY', count: 3 })!, 'http://console');
    expect(url.pathname).toBe('/postpe-payouts');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'APPROVAL_PENDING', overdue: true });
    const cases = slaLink({ state: 'DISPUTE_OPEN_OVER_7_DAYS', product: 'SWIPE', status: 'INIT', count: 2 });
    expect(cases).toBe('/alerts/dispute?product=SWIPE&status=INIT&overdue=true');
    expect(slaLink({ state: 'DISPUTE_OPEN_OVER_7_DAYS', count: 2 })).toBeUndefined();
  });
});

describe('filtersFromUrl', () => {
  it('keeps only the keys the page takes with values it offers', () => {
    const search = new URLSearchParams({ state: 'FAILED', source: 'NOPE', other: 'x' });
    expect(filtersFromUrl(search, { state: JOB_STATES, source: JOB_SOURCES })).toEqual({ state: 'FAILED' });
    expect(filtersFromUrl(new URLSearchParams(), { state: JOB_STATES })).toEqual({});
  });
});
