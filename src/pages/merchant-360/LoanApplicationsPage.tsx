import { DataTable, useTranslate } from 'react-admin';
import { CANCELLABLE_LOAN_STATES, LOAN_PRODUCTS, LOAN_STATES } from '../../../contract/merchant/loan-calls';
import { EntityListTab } from '../../common/entity-360';
import { formatInr } from '../../format';
import { ActionButton } from './ActionButton';
import { money, status, text, time } from './cells';
import { CHANGE_PART } from './index';
import { PageFrame } from './PageFrame';
import { MerchantLink, usePortfolioFilters, type ChoiceFilterSpec } from './portfolio';
import { useMerchantAction } from './useMerchantAction';

/** The page's strings; the filters' values are named under `value` (merchant360.loan_app.value.APPLIED …). */
const SECTION = 'merchant360.loan_app';
const VALUES = `${SECTION}.value`;
/** State (APPLIED first: what waits on the desk) and product; then the merchant. */
const FILTERS: readonly ChoiceFilterSpec[] = [
  { param: 'status', label: 'merchant360.f.status', options: LOAN_STATES, names: VALUES, initial: 'APPLIED' },
  { param: 'product', label: 'merchant360.f.product', options: LOAN_PRODUCTS, names: VALUES },
];
const isCancellable = (state: unknown) => (CANCELLABLE_LOAN_STATES as readonly unknown[]).includes(state);

/** Cancel one application from the queue: the confirmation names the merchant, the amount and the move. */
function CancelApplication({ loan }: { loan: Record<string, unknown> }) {
  const merchantId = String(loan.merchantId);
  const { run, busy } = useMerchantAction(merchantId, 'loan-app');
  return (
    <ActionButton
      label="merchant360.cancel_application"
      part={CHANGE_PART}
      unavailable={isCancellable(loan.status) ? null : 'merchant360.why_not_cancellable'}
      confirm="merchant360.loan_app.cancel_confirm"
      confirmArgs={{ loanId: loan.loanId, merchantId, amount: formatInr(Number(loan.amount)), status: loan.status }}
      busy={busy}
      onConfirm={async () => (await run('cancelLoan', { loanId: loan.loanId })).ok}
    />
  );
}

/**
 * /loan-app (issue 43 item 6; the spec names the route only): every merchant's loans and applications in one queue,
 * newest application first, filtered by state (APPLIED by default: what waits on the desk), product and merchant;
 * an application is cancelled from its row, and the merchant opens on its Loans tab.
 */
export default function LoanApplicationsPage() {
  const translate = useTranslate();
  const { filter, controls } = usePortfolioFilters(FILTERS);
  return (
    <PageFrame title="merchant360.loan_app_title">
      {controls}
      <EntityListTab
        resource="loan-applications"
        filter={filter}
        empty="merchant360.empty_loans"
        label="merchant360.loan_app_title"
        light
      >
        <DataTable.Col source="loanId" label="merchant360.f.loan_id" />
        <DataTable.Col
          label="merchant360.f.merchant_id"
          render={(r) => <MerchantLink id={String(r.merchantId)} segment="loans" />}
        />
        <DataTable.Col label="merchant360.f.product" render={text('product')} />
        <DataTable.Col label="merchant360.f.status" render={status()} />
        <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
        <DataTable.Col
          label="merchant360.loan_app.tenure"
          render={(r) => translate('merchant360.loan_app.months', { smart_count: r.tenureMonths })}
        />
        <DataTable.Col label="merchant360.f.applied_at" render={time('appliedAt')} />
        <DataTable.Col label="merchant360.f.actions" render={(r) => <CancelApplication loan={r} />} />
      </EntityListTab>
    </PageFrame>
  );
}
