import { expect, test, type Page } from './helpers/test';
import { axeFindings, checkDialogsOf, readOnlyPage, report, settled, widerThanWindow } from './helpers/axe';

/**
 * Issue 18: axe on every merchant 360 tab (/new-merchant/{id}/<tab>) and on every dialog the summary band and the
 * tabs open (edit QR name, referral code, business category, notification preferences, KYC SMS, settlement update
 * and on-demand settlement, NOC, cancel application, service requests, reveal…), for the all-access admin, who sees
 * every button. The API is read-only here: dialogs are opened and closed, never confirmed.
 */
const MERCHANT = '1000011';
const TABS = [
  'profile',
  'kyc',
  'transactions',
  'settlements',
  'stores',
  'loans',
  'gold',
  'support',
  'audit',
  'credit-line',
  'loan-details',
  'bharat-swipe',
  'send-money',
  'service-requests',
  'bank-change-audit',
];

/** Merchants whose state enables the dialogs the first one's disables: a loan still cancellable, a failed settlement. */
const STATEFUL = [
  ['1000001', 'loans'],
  ['1000002', 'settlements'],
] as const;

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await readOnlyPage(browser, 'admin', `/crm/new-merchant/${MERCHANT}/profile`);
});

test.afterAll(async () => page.close());

test('the merchant 360 and its summary band (reveal the mobile)', async () => {
  test.setTimeout(180_000);
  const route = `/crm/new-merchant/${MERCHANT}/profile`;
  await page.goto(route);
  const band = page.getByRole('region', { name: 'Merchant summary' });
  await expect(band.getByText(MERCHANT, { exact: true })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const found = [...(await axeFindings(page, route)), ...(await widerThanWindow(page, route))];
  report(route, found);
  found.push(...(await checkDialogsOf(page, `${route} (summary)`, band)));
  expect(found, found.join('\n')).toEqual([]);
});

for (const [merchant, tab] of [...TABS.map((t) => [MERCHANT, t] as const), ...STATEFUL]) {
  test(`merchant ${merchant} tab ${tab} and its dialogs`, async () => {
    test.setTimeout(240_000);
    const route = `/crm/new-merchant/${merchant}/${tab}`;
    await page.goto(route);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await settled(page);
    const found = [...(await axeFindings(page, route, '[role="tabpanel"]')), ...(await widerThanWindow(page, route))];
    report(route, found);
    found.push(...(await checkDialogsOf(page, route, panel)));
    expect(found, found.join('\n')).toEqual([]);
  });
}
