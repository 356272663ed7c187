import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { axeFindings, report, settled } from './helpers/axe';
import { opensDocumentWindow } from './helpers/popup';

/** Issue 46 item 6 (spec §7.5): a loan's lender NOC and loan letter download from the consumer 360 Emis tab. */
test('a CLOSED loan downloads its lender NOC and loan letter; an ACTIVE loan’s NOC is disabled with its reason', async ({
  page,
}) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/emis');
  const closed = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'CLOSED', exact: true }) });
  await expect(closed.getByRole('button', { name: 'Lender NOC' })).toBeEnabled({ timeout: 20_000 });
  await opensDocumentWindow(page, () => closed.getByRole('button', { name: 'Lender NOC' }).click());
  await opensDocumentWindow(page, () => closed.getByRole('button', { name: 'Loan letter' }).click());
  const active = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'ACTIVE', exact: true }) })
    .first();
  await expect(active.getByRole('button', { name: 'Lender NOC' })).toBeDisabled();
  await settled(page);
  const found = await axeFindings(page, 'consumer 360 › Emis');
  report('consumer 360 › Emis', found);
  expect(found).toEqual([]);
});

test('the Trillion Personal Loan tab shows the personal-loan summary and the DSA lead (spec §3.24)', async ({
  page,
}) => {
  await signIn(page, account('payments-agent'), '/crm/post-pe/1001/trillion');
  await expect(page.getByText('Personal loan summary')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('DSA lead', { exact: true })).toBeVisible();
  await expect(page.getByText('LEAD1001')).toBeVisible();
  await expect(page.getByText('TRL-APP-88001')).toBeVisible();
  await settled(page);
  const found = await axeFindings(page, 'consumer 360 › Trillion Personal Loan');
  report('consumer 360 › Trillion Personal Loan', found);
  expect(found).toEqual([]);
});
