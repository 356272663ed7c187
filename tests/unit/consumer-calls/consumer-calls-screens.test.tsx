// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { loadAreas } from '../../../src/i18n';
import { InterestDetailButton } from '../../../src/pages/investments/InterestDetailDialog';
import { VideoKycLink } from '../../../src/pages/merchant-360/tabs/kyc/VideoKycLink';
import { SupportLanguage } from '../../../src/pages/merchant-360/tabs/SupportLanguage';
import type { MerchantProfile } from '../../../src/pages/merchant-360/types';
import RechargesPage from '../../../src/pages/recharges/RechargesPage';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';
import { RECHARGE } from './fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => json({ success: true, message, data });

const OPEN = { ...RECHARGE, id: 42, orderId: 'BP1001S002', openComplaint: 'RC-000001' };

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['consumerCalls', 'merchant360']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_VIEW_POSTPE_CONSUMER', 'CAN_RAISE_RECHARGE_COMPLAINT', 'CAN_SEND_VIDEO_KYC_LINK']);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;
const postIndex = () => fetchMock.mock.calls.findIndex(([, i]) => i?.method === 'POST');

describe('/recharges', () => {
  it('says so when nothing matches, and shows the reason with Retry when the list fails', async () => {
    fetchMock.mockImplementationOnce(async () => ok({ content: [], totalElements: 0 }));
    const { unmount } = renderInAdmin(<RechargesPage />, { retry: false });
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Recharges are down', data: null }, 500));
    renderInAdmin(<RechargesPage />, { retry: false });
    expect(await screen.findByText(/Recharges are down|Something went wrong/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('filters by type, and raises a complaint restating the recharge, toasting the reference', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST')
        return ok(
          {
            id: 9,
            reference: 'RC-000009',
            txnId: 41,
            category: 'Recharge not received',
            description: 'No credit',
            status: 'OPEN',
            raisedBy: 'agent@console.example',
            raisedAt: 0,
            resolvedAt: null,
          },
          'Complaint raised.',
        );
      return ok({ content: [RECHARGE, OPEN], totalElements: 2 });
    });
    renderInAdmin(
      <>
        <RechargesPage />
        <Notification />
      </>,
      { retry: false },
    );
    expect(await screen.findByRole('button', { name: 'Details of order BP1001S001' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Recharge type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'FASTag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => /recharge\/txn-list\?.*rechargeType=FASTAG/.test(String(u)))).toBe(
        true,
      ),
    );

    const raiseOpen = screen.getByRole('button', { name: 'Raise complaint · BP1001S002' });
    expect((raiseOpen as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Raise complaint · BP1001S001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a recharge complaint' });
    expect(within(dialog).getByText('Complaint on recharge BP1001S001')).toBeTruthy();
    expect(within(dialog).getByText('Tata Play')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Raise complaint' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Recharge not received' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'x'.repeat(501) },
    });
    expect(within(dialog).getByText('Cannot be more than 500 characters.')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: ' No credit ' },
    });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Complaint RC-000009 raised on recharge BP1001S001.')).toBeTruthy();
    const post = postIndex();
    expect(String(fetchMock.mock.calls[post]![0])).toMatch(/\/api\/merchant-support\/recharge\/raise-complaint$/);
    expect(bodyOf(post)).toEqual({ txnId: 41, category: 'Recharge not received', description: 'No credit' });
    expect(new Headers(fetchMock.mock.calls[post]![1]!.headers).get('idempotency-key')).toBeTruthy();
  });

  it('opens one recharge with its complaints; no raise button without the key', async () => {
    signInWith(['CAN_VIEW_POSTPE_CONSUMER']);
    fetchMock.mockImplementation(async (url) => {
      if (/recharge\/details/.test(String(url)))
        return ok({
          ...OPEN,
          complaints: [
            {
              id: 1,
              reference: 'RC-000001',
              txnId: 42,
              category: 'Other',
              description: 'Pack not active',
              status: 'OPEN',
              raisedBy: 'agent@console.example',
              raisedAt: 0,
              resolvedAt: null,
            },
          ],
        });
      return ok({ content: [OPEN], totalElements: 1 });
    });
    renderInAdmin(<RechargesPage />, { retry: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order BP1001S002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge BP1001S002' });
    expect(await within(dialog).findByText('Pack not active')).toBeTruthy();
    expect(within(dialog).getByText('Recharge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Raise complaint/ })).toBeNull();
  });
});

const MERCHANT = {
  merchantId: '1000010',
  name: 'Kirana Corner',
  mobile: 'XXXXXX1234',
  kycStatus: 'PENDING',
  status: 'ACTIVE',
} as MerchantProfile;

describe('Send video KYC link', () => {
  it('restates to whom and what, sends once with a key, and toasts the masked mobile', async () => {
    fetchMock.mockImplementation(async () =>
      ok(
        { linkId: 'abc123XYZ0', merchantId: '1000010', mobile: 'XXXXXX1234', sentAt: 0, expiresAt: 86_400_000 },
        'Video KYC link sent.',
      ),
    );
    renderInAdmin(
      <>
        <VideoKycLink merchant={MERCHANT} />
        <Notification />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send video KYC link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a video KYC link?' });
    expect(within(dialog).getByText('Kirana Corner · XXXXXX1234')).toBeTruthy();
    expect(within(dialog).getByText('24 hours after it is sent')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send video KYC link' }));
    expect(
      await screen.findByText(/^Video KYC link sent to XXXXXX1234 \(merchant 1000010\); it expires at/),
    ).toBeTruthy();
    expect(bodyOf(0)).toEqual({ merchantId: '1000010' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/merchant-support\/digitap\/video\/create-link$/);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('idempotency-key')).toBeTruthy();
  });

  it("shows the server's cooldown message; is disabled once verified; hidden without the key", async () => {
    const cooldown = 'A video KYC link was sent to this merchant less than 15 minutes ago. Try again in 12 minutes.';
    fetchMock.mockImplementation(async () => json({ success: false, message: cooldown, data: null }, 429));
    const { unmount } = renderInAdmin(
      <>
        <VideoKycLink merchant={MERCHANT} />
        <Notification />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send video KYC link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a video KYC link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send video KYC link' }));
    expect(await screen.findByText(cooldown)).toBeTruthy();
    unmount();
    const verified = renderInAdmin(<VideoKycLink merchant={{ ...MERCHANT, kycStatus: 'VERIFIED' }} />);
    const button = await screen.findByRole('button', { name: 'Send video KYC link' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    verified.unmount();
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    renderInAdmin(<VideoKycLink merchant={MERCHANT} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send video KYC link' })).toBeNull());
  });
});

describe('the support language and the interest detail', () => {
  it("shows the merchant's language, or 'Not set'", async () => {
    fetchMock.mockImplementationOnce(async () => ok({ merchantId: '1000010', language: 'Tamil', updatedAt: null }));
    const { unmount } = renderInAdmin(<SupportLanguage merchantId="1000010" />);
    expect(await screen.findByText('IVR / support language: Tamil')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/freshbots\/language\?merchantId=1000010$/);
    unmount();
    fetchMock.mockImplementationOnce(async () => ok({ merchantId: '1000011', language: null, updatedAt: null }));
    renderInAdmin(<SupportLanguage merchantId="1000011" />);
    expect(await screen.findByText('IVR / support language: Not set')).toBeTruthy();
  });

  it("opens an account's interest detail, read by POST with the account id", async () => {
    fetchMock.mockImplementation(async () =>
      ok({
        accountId: 5,
        accountNo: 'P2P0005',
        product: 'P2P',
        holderName: 'Ravi',
        rate: 9.1,
        payoutFrequency: 'MONTHLY',
        periodFrom: 0,
        periodTo: 0,
        principal: 50000,
        accrued: 1200,
        paid: 0,
        due: 1200,
        lastPaidAt: null,
      }),
    );
    renderInAdmin(<InterestDetailButton accountId={5} accountNo="P2P0005" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Interest detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interest detail · P2P0005' });
    expect(await within(dialog).findByText('9.10%')).toBeTruthy();
    expect(within(dialog).getByText('Monthly')).toBeTruthy();
    expect(within(dialog).getAllByText('₹1,200.00')).toHaveLength(2);
    expect(bodyOf(0)).toEqual({ accountId: 5 });
  });
});
