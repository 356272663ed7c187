import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { money, status, text, time } from '../cells';

const L = 'merchant360Loans';

/**
 * Every loan with all its details (spec §7.4 loan/all-details: terms, payable, EMIs paid and left, next EMI, excess
 * NACH) and the amounts NACH debited over an EMI (loan/excess-nach-amount-details/new).
 */
export default function LoanDetailsTab() {
  const { entityId } = useEntity360();
  const filter = { merchantId: entityId };
  return (
    <>
      <Section title={`${L}.all_details_section`}>
        <EntityListTab
          resource="m360-loan-all-details"
          filter={filter}
          pagination={false}
          empty={`${L}.empty.loans`}
          label={`${L}.all_details_section`}
        >
          <DataTable.Col source="loanId" label={`${L}.f.loan_id`} />
          <DataTable.Col label={`${L}.f.product`} render={text('product')} />
          <DataTable.Col label={`${L}.f.status`} render={status()} />
          <DataTable.Col label={`${L}.f.amount`} render={money('amount')} />
          <DataTable.Col label={`${L}.f.outstanding`} render={money('outstanding')} />
          <DataTable.Col label={`${L}.f.tenure`} render={text('tenureMonths')} />
          <DataTable.Col label={`${L}.f.interest_rate`} render={text('interestRate')} />
          <DataTable.Col label={`${L}.f.emi`} render={money('emi')} />
          <DataTable.Col label={`${L}.f.total_payable`} render={money('totalPayable')} />
          <DataTable.Col label={`${L}.f.emis_paid`} render={text('emisPaid')} />
          <DataTable.Col label={`${L}.f.emis_remaining`} render={text('emisRemaining')} />
          <DataTable.Col label={`${L}.f.next_emi`} render={time('nextEmiAt')} />
          <DataTable.Col label={`${L}.f.excess_nach`} render={money('excessNachAmount')} />
          <DataTable.Col label={`${L}.f.applied_at`} render={time('appliedAt')} />
          <DataTable.Col label={`${L}.f.disbursed_at`} render={time('disbursedAt')} />
          <DataTable.Col label={`${L}.f.closed_at`} render={time('closedAt')} />
          <DataTable.Col label={`${L}.f.noc_sent_at`} render={time('nocSentAt')} />
        </EntityListTab>
      </Section>
      <Section title={`${L}.excess_nach_section`}>
        <EntityListTab
          resource="m360-excess-nach"
          filter={filter}
          pagination={false}
          empty={`${L}.empty.record`}
          label={`${L}.excess_nach_section`}
        >
          <DataTable.Col source="nachRef" label={`${L}.f.nach_ref`} />
          <DataTable.Col source="loanId" label={`${L}.f.loan_id`} />
          <DataTable.Col label={`${L}.f.emi_amount`} render={money('emiAmount')} />
          <DataTable.Col label={`${L}.f.debited_amount`} render={money('debitedAmount')} />
          <DataTable.Col label={`${L}.f.excess_amount`} render={money('excessAmount')} />
          <DataTable.Col label={`${L}.f.status`} render={status()} />
          <DataTable.Col label={`${L}.f.utr`} render={text('utr')} />
          <DataTable.Col label={`${L}.f.debited_at`} render={time('debitedAt')} />
          <DataTable.Col label={`${L}.f.refunded_at`} render={time('refundedAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
