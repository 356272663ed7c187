import { DataTable } from 'react-admin';
import { CREDIT_LINE_STATES } from '../../../contract/merchant/loan-calls';
import { LOAN_LENDERS } from '../../../contract/merchant/loan-route';
import { EntityListTab } from '../../common/entity-360';
import { money, status, text, time } from './cells';
import { PageFrame } from './PageFrame';
import { MerchantLink, usePortfolioFilters, type ChoiceFilterSpec } from './portfolio';

const L = 'merchant360Loans.f';
/** The names of the filters' values (merchant360.credit_lines.state.ACTIVE …). */
const NAMES = 'merchant360.credit_lines';
/** State, overdue or not, lender; then the merchant. */
const FILTERS: readonly ChoiceFilterSpec[] = [
  { param: 'status', label: `${L}.status`, options: CREDIT_LINE_STATES, names: `${NAMES}.state` },
  { param: 'overdue', label: `${L}.overdue`, options: ['true', 'false'], names: `${NAMES}.overdue` },
  { param: 'lender', label: `${L}.lender`, options: LOAN_LENDERS },
];

/**
 * /credit-line (issue 43 item 6; the spec names the route only): the merchant credit-line portfolio, every merchant's
 * line, the most overdue first; filtered by state, overdue or not, lender and merchant. A merchant id opens the
 * merchant on its Credit Line tab (the monthly transactions, repayments and charges).
 */
export default function CreditLinesPage() {
  const { filter, controls } = usePortfolioFilters(FILTERS);
  return (
    <PageFrame title="merchant360.credit_lines_title">
      {controls}
      <EntityListTab
        resource="credit-lines"
        filter={filter}
        empty="merchant360.credit_lines.empty"
        label="merchant360.credit_lines_title"
        light
      >
        <DataTable.Col source="creditLineId" label={`${L}.credit_line_id`} />
        <DataTable.Col
          label="merchant360.f.merchant_id"
          render={(r) => <MerchantLink id={String(r.merchantId)} segment="credit-line" />}
        />
        <DataTable.Col label={`${L}.lender`} render={text('lender')} />
        <DataTable.Col label={`${L}.status`} render={status()} />
        <DataTable.Col label={`${L}.sanctioned_limit`} render={money('sanctionedLimit')} />
        <DataTable.Col label={`${L}.utilised_limit`} render={money('utilisedLimit')} />
        <DataTable.Col label={`${L}.available_limit`} render={money('availableLimit')} />
        <DataTable.Col label={`${L}.overdue`} render={money('overdueAmount')} />
        <DataTable.Col label={`${L}.due_day`} source="dueDay" />
        <DataTable.Col label={`${L}.applied_at`} render={time('appliedAt')} />
      </EntityListTab>
    </PageFrame>
  );
}
