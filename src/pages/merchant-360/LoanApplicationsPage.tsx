import { useState } from 'react';
import { Link, MenuItem, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useBasename, useTranslate } from 'react-admin';
import { CANCELLABLE_LOAN_STATES, LOAN_STATES } from '../../../contract/merchant/loan-calls';
import { EntityListTab } from '../../common/entity-360';
import { formatInr } from '../../format';
import { ActionButton } from './ActionButton';
import { money, status, text, time } from './cells';
import { CHANGE_PART } from './index';
import { PageFrame } from './PageFrame';
import { useMerchantAction } from './useMerchantAction';

const PRODUCTS = ['TERM_LOAN', 'CREDIT_LINE'] as const;
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

/** The merchant, opened on its Loans tab. */
function MerchantLink({ id }: { id: string }) {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/new-merchant/${encodeURIComponent(id)}/loans`}>
      {id}
    </Link>
  );
}

/**
 * /loan-app (issue 43 item 6; the spec names the route only): every merchant's loans and applications in one queue,
 * newest application first, filtered by state (APPLIED by default: what waits on the desk), product and merchant;
 * an application is cancelled from its row, and the merchant opens on its Loans tab.
 */
export default function LoanApplicationsPage() {
  const translate = useTranslate();
  const [state, setState] = useState<(typeof LOAN_STATES)[number] | ''>('APPLIED');
  const [product, setProduct] = useState<(typeof PRODUCTS)[number] | ''>('');
  const [merchantId, setMerchantId] = useState('');
  const filter = {
    ...(state ? { status: state } : {}),
    ...(product ? { product } : {}),
    ...(/^\d{1,10}$/.test(merchantId) ? { merchantId } : {}),
  };
  const choose = <T extends string>(value: T, label: string, options: readonly T[], set: (v: T) => void) => (
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={translate(label)}
      value={value}
      onChange={(e) => set(e.target.value as T)}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o ? translate(`merchant360.loan_app.value.${o}`) : translate('merchant360.any')}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <PageFrame title="merchant360.loan_app_title">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} role="search">
        {choose(state, 'merchant360.f.status', ['', ...LOAN_STATES] as const, setState)}
        {choose(product, 'merchant360.f.product', ['', ...PRODUCTS] as const, setProduct)}
        <TextField
          size="small"
          label={translate('merchant360.f.merchant_id')}
          value={merchantId}
          onChange={(e) => setMerchantId(e.target.value.replace(/\D/g, '').slice(0, 10))}
        />
      </Stack>
      <EntityListTab
        resource="loan-applications"
        filter={filter}
        empty="merchant360.empty_loans"
        label="merchant360.loan_app_title"
        light
      >
        <DataTable.Col source="loanId" label="merchant360.f.loan_id" />
        <DataTable.Col label="merchant360.f.merchant_id" render={(r) => <MerchantLink id={String(r.merchantId)} />} />
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
