import { Grid } from '@mui/material';
import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { LoadError } from '../../../common/QueryState';
import { formatInr } from '../../../format';
import { ActionButton } from '../ActionButton';
import { Field, Section } from '../Field';
import { money, status, time } from '../cells';
import { CHANGE_PART } from '../index';
import { useMerchantRead } from '../useMerchant';
import { useMerchantAction } from '../useMerchantAction';
import { LoanRouting } from './LoanRouting';

interface LoanSummary {
  totalLoans: number;
  activeLoans: number;
  totalOutstanding: number;
}

function LoanActions({ merchantId, loan }: { merchantId: string; loan: Record<string, unknown> }) {
  const { run, busy } = useMerchantAction(merchantId, 'loans');
  const cancellable = ['APPLIED', 'APPROVED'].includes(String(loan.status));
  return (
    <>
      <ActionButton
        label="merchant360.cancel_application"
        part={CHANGE_PART}
        unavailable={cancellable ? null : 'merchant360.why_not_cancellable'}
        confirm="merchant360.cancel_application_confirm"
        confirmArgs={{ loanId: loan.loanId }}
        busy={busy}
        onConfirm={async () => (await run('cancelLoan', { loanId: loan.loanId })).ok}
      />
      <ActionButton
        label="merchant360.send_noc"
        part={CHANGE_PART}
        unavailable={loan.status === 'CLOSED' ? null : 'merchant360.why_not_closed'}
        confirm="merchant360.send_noc_confirm"
        confirmArgs={{ loanId: loan.loanId }}
        busy={busy}
        onConfirm={async () => (await run('sendNoc', { loanId: loan.loanId })).ok}
      />
    </>
  );
}

/** Loans (spec §7.4): summary, every loan and application, cancel an application, send a closed loan's NOC. */
export default function LoansTab() {
  const { entityId } = useEntity360();
  const summary = useMerchantRead<LoanSummary>(entityId, 'loanSummary');
  const eligibility = useMerchantRead<{ eligible: boolean; maxAmount: number; reason: string }>(
    entityId,
    'eligibility',
  );
  return (
    <>
      <Section title="merchant360.loan_summary_section">
        {summary.error ? (
          <LoadError
            error={summary.error}
            onRetry={() => summary.refetch()}
            retrying={summary.isFetching}
            message="empty.read_failed"
          />
        ) : (
          <Grid container spacing={2}>
            <Field label="merchant360.f.total_loans" value={summary.data?.totalLoans} />
            <Field label="merchant360.f.active_loans" value={summary.data?.activeLoans} />
            <Field
              label="merchant360.f.outstanding"
              value={summary.data ? formatInr(summary.data.totalOutstanding) : null}
            />
            <Field label="merchant360.f.eligibility" value={eligibility.data?.reason} />
            <Field
              label="merchant360.f.eligible_amount"
              value={eligibility.data?.eligible ? formatInr(eligibility.data.maxAmount) : null}
            />
          </Grid>
        )}
      </Section>
      <Section title="merchant360.loans_section">
        <EntityListTab
          resource="m360-loans"
          filter={{ merchantId: entityId }}
          pagination={false}
          empty="merchant360.empty_loans"
          label="merchant360.loans_section"
        >
          <DataTable.Col source="loanId" label="merchant360.f.loan_id" />
          <DataTable.Col source="product" label="merchant360.f.product" />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
          <DataTable.Col label="merchant360.f.outstanding" render={money('outstanding')} />
          <DataTable.Col label="merchant360.f.emi" render={money('emi')} />
          <DataTable.Col label="merchant360.f.applied_at" render={time('appliedAt')} />
          <DataTable.Col label="merchant360.f.actions" render={(r) => <LoanActions merchantId={entityId} loan={r} />} />
        </EntityListTab>
      </Section>
      <LoanRouting merchantId={entityId} />
    </>
  );
}
