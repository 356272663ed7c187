import { useState } from 'react';
import { Grid, TextField } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { recentMonths } from '../../../../contract/merchant/loan-calls';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatDateTime, formatInr } from '../../../format';
import { Field, Section } from '../Field';
import { StatusText } from '../StatusText';
import { money, status, text, time } from '../cells';
import { useMerchantRead } from '../useMerchant';
import { QueryState } from '../../../common/QueryState';
import { menuOptions } from '../../../common/menu-options';

const L = 'merchant360Loans';
const MONTHS_SHOWN = 12;

interface CreditLine {
  creditLineId: string;
  status: string;
  lender: string;
  sanctionedLimit: number;
  utilisedLimit: number;
  availableLimit: number;
  overdueAmount: number;
  interestRate: number;
  penaltyRate: number;
  billingDay: number;
  dueDay: number;
  sanctionedAt: number | null;
  closedAt: number | null;
}

interface Application {
  applicationId: string;
  status: string;
  stage: string;
  lender: string;
  requestedLimit: number;
  sanctionedLimit: number | null;
  rejectionReason: string | null;
  appliedAt: number;
  sanctionedAt: number | null;
}

const when = (s: number | null) => (s === null ? null : formatDateTime(s, 'seconds'));

/** The three monthly lists (spec §7.4 loans/creditline/monthly/…) with their §8 empty texts. */
const MONTHLY = [
  { resource: 'm360-creditline-transactions', title: `${L}.transactions_section`, empty: `${L}.empty.transactions` },
  { resource: 'm360-creditline-refunds', title: `${L}.refunds_section`, empty: `${L}.empty.record` },
  { resource: 'm360-creditline-repayments', title: `${L}.repayments_section`, empty: `${L}.empty.repayments` },
] as const;

function EntryColumns() {
  return (
    <>
      <DataTable.Col source="entryRef" label={`${L}.f.reference`} />
      <DataTable.Col label={`${L}.f.kind`} render={text('kind')} />
      <DataTable.Col label={`${L}.f.description`} render={text('description')} />
      <DataTable.Col label={`${L}.f.amount`} render={money('amount')} />
      <DataTable.Col label={`${L}.f.status`} render={status()} />
      <DataTable.Col label={`${L}.f.created_at`} render={time('createdAt')} />
    </>
  );
}

/**
 * The credit line (spec §7.4 loans/creditline, /details, /application, /monthly/transactions|refunds|repayments,
 * /interest-penalty): the line and its terms, the application, one month's statement, interest and penalties.
 */
export default function CreditLineTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const [months] = useState(() => recentMonths(Date.now(), MONTHS_SHOWN));
  const [month, setMonth] = useState(months[0]!);
  const details = useMerchantRead<CreditLine | null>(entityId, 'creditLineDetails');
  const application = useMerchantRead<Application | null>(entityId, 'creditLineApplication');
  return (
    <>
      <Section title={`${L}.credit_line_section`}>
        <QueryState query={details} emptyMessage={`${L}.empty.credit_line`}>
          {(c) => (
            <Grid container spacing={2}>
              <Field label={`${L}.f.credit_line_id`} value={c.creditLineId} />
              <Field label={`${L}.f.status`}>
                <StatusText value={c.status} />
              </Field>
              <Field label={`${L}.f.lender`} value={c.lender} />
              <Field label={`${L}.f.sanctioned_limit`} value={formatInr(c.sanctionedLimit)} />
              <Field label={`${L}.f.utilised_limit`} value={formatInr(c.utilisedLimit)} />
              <Field label={`${L}.f.available_limit`} value={formatInr(c.availableLimit)} />
              <Field label={`${L}.f.overdue`} value={formatInr(c.overdueAmount)} />
              <Field label={`${L}.f.interest_rate`} value={c.interestRate} />
              <Field label={`${L}.f.penalty_rate`} value={c.penaltyRate} />
              <Field label={`${L}.f.billing_day`} value={c.billingDay} />
              <Field label={`${L}.f.due_day`} value={c.dueDay} />
              <Field label={`${L}.f.sanctioned_at`} value={when(c.sanctionedAt)} />
              <Field label={`${L}.f.closed_at`} value={when(c.closedAt)} />
            </Grid>
          )}
        </QueryState>
      </Section>
      <Section title={`${L}.application_section`}>
        <QueryState query={application} emptyMessage={`${L}.empty.record`}>
          {(a) => (
            <Grid container spacing={2}>
              <Field label={`${L}.f.application_id`} value={a.applicationId} />
              <Field label={`${L}.f.status`}>
                <StatusText value={a.status} />
              </Field>
              <Field label={`${L}.f.stage`} value={a.stage} />
              <Field label={`${L}.f.requested_limit`} value={formatInr(a.requestedLimit)} />
              <Field
                label={`${L}.f.sanctioned_limit`}
                value={a.sanctionedLimit === null ? null : formatInr(a.sanctionedLimit)}
              />
              <Field label={`${L}.f.rejection_reason`} value={a.rejectionReason} />
              <Field label={`${L}.f.applied_at`} value={when(a.appliedAt)} />
              <Field label={`${L}.f.sanctioned_at`} value={when(a.sanctionedAt)} />
            </Grid>
          )}
        </QueryState>
      </Section>
      <Section
        title={`${L}.monthly_section`}
        actions={
          <TextField
            select
            size="small"
            label={translate(`${L}.month`)}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            {menuOptions(months)}
          </TextField>
        }
      >
        {MONTHLY.map((list) => (
          <Section key={list.resource} title={list.title}>
            <EntityListTab
              resource={list.resource}
              filter={{ merchantId: entityId, month }}
              empty={list.empty}
              label={list.title}
            >
              <EntryColumns />
            </EntityListTab>
          </Section>
        ))}
      </Section>
      <Section title={`${L}.interest_penalty_section`}>
        <EntityListTab
          resource="m360-creditline-charges"
          filter={{ merchantId: entityId }}
          empty={`${L}.empty.record`}
          label={`${L}.interest_penalty_section`}
        >
          <EntryColumns />
        </EntityListTab>
      </Section>
    </>
  );
}
