// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { loadAreas } from '../../../src/i18n';
import ReferralCodePage from '../../../src/pages/referral-code/ReferralCodePage';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'Success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const LOOKUP = {
  code: 'REF1000001',
  owner: { merchantId: '1000001', name: 'Pune Traders 0001', city: 'Pune', status: 'ACTIVE', version: 4 },
  signups: [
    { merchantId: '1000201', name: 'Indore Traders 0201', city: 'Indore', status: 'ACTIVE', signedUpAt: 0 },
    { merchantId: '1000202', name: 'Jaipur Traders 0202', city: 'Jaipur', status: 'BLOCKED', signedUpAt: 0 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['cpv', 'merchant360']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_LIST_MERCHANT_DETAILS']);
});
afterEach(() => vi.unstubAllGlobals());

describe('/new-merchant/referral-code', () => {
  it('looks a code up (upper-cased): its owner with the current code, and the merchants who signed up with it', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/referral-codes/')
        ? ok(LOOKUP)
        : ok({
            merchantId: '1000001',
            name: 'Pune Traders 0001',
            status: 'ACTIVE',
            referralCode: 'REF1000001',
            version: 4,
          }),
    );
    renderInAdmin(<ReferralCodePage />);
    expect(screen.getByText(/Enter a referral code/)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Referral code' });
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('6 to 12 capital letters or digits')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'ref1000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Owner of the code')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/crm\/referral-codes\/REF1000001$/);
    expect(screen.getByRole('link', { name: 'Open merchant 1000001' }).getAttribute('href')).toBe(
      '/new-merchant/1000001',
    );
    const signups = screen.getByRole('table', { name: 'Referral signups' });
    expect(within(signups).getAllByRole('row')).toHaveLength(3);
    expect(within(signups).getByText('Jaipur Traders 0202')).toBeTruthy();
    expect(await screen.findByText('REF1000001', { selector: 'strong' })).toBeTruthy();
  });
});
