// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MerchantLookup } from '../../../src/pages/merchant-360/MerchantLookup';
import { MerchantProviderScope } from '../../../src/pages/merchant-360/provider';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

/** The merchant lookup does not wait for its own answer before asking for the profile (issue 15: ≤ 300 ms). */
const FOUND = { id: '1000011', merchantId: '1000011', name: 'Demo Store', mobile: null, vpa: null, storeId: null };
const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'Success', data: body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let started: string[] = [];
let answerLookup: () => void = () => undefined;

beforeEach(() => {
  started = [];
  signInWith(['CAN_LIST_MERCHANT_DETAILS']);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console.test');
      started.push(url.pathname.replace(/^.*\/merchants/, '/merchants'));
      if (url.pathname.endsWith('/merchants/lookup'))
        return new Promise<Response>((resolve) => (answerLookup = () => resolve(json([FOUND]))));
      return Promise.resolve(json({ ...FOUND, notificationPreferences: {} }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function search(value: string) {
  renderInAdmin(
    <MerchantProviderScope>
      <MerchantLookup />
    </MerchantProviderScope>,
  );
  const field = await screen.findByRole('textbox', { name: 'Merchant ID / Mobile / VPA / Store ID' });
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('merchant lookup → profile', () => {
  it('a merchant id: the profile is asked for while the lookup is still out (no waterfall)', async () => {
    await search('1000011');
    await waitFor(() => expect(started).toContain('/merchants/lookup'));
    expect(started).toContain('/merchants/1000011');
    answerLookup();
    await waitFor(() => expect(started.filter((p) => p === '/merchants/1000011')).toHaveLength(1));
  });

  it('a mobile: the found merchant’s profile is asked for as soon as the lookup answers, once', async () => {
    await search('9876543210');
    await waitFor(() => expect(started).toEqual(['/merchants/lookup']));
    answerLookup();
    await waitFor(() => expect(started).toEqual(['/merchants/lookup', '/merchants/1000011']));
  });
});
