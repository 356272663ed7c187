import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  CARD_CHARGE_TYPES,
  CHARGE_AMOUNT_MAX,
  CHARGE_MODES,
  isDecimalAmount,
  NARRATION_MAX,
  PAYEE_KINDS,
  payeeProblems,
  type PayeeKind,
} from '../../../../contract/consumer/account-form-values';
import { BANK_REFERENCE_MAX, IFSC_MAX } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

const EMPTY = {
  amount: '',
  chargeType: '',
  payeeKind: 'VPA' as PayeeKind,
  payeeName: '',
  vpa: '',
  payeeMobile: '',
  accountNumber: '',
  ifsc: '',
  parentTxnId: '',
  merchantName: '',
  mode: '',
  bankReferenceNumber: '',
  narration1: '',
  narration2: '',
  narration3: '',
};
type Values = typeof EMPTY;

/** What keeps the card-charge form from being sent (empty when complete): the server's own checks. */
export function cardChargeProblems(v: Values): string[] {
  const out: string[] = [];
  if (!isDecimalAmount(v.amount.trim(), CHARGE_AMOUNT_MAX)) out.push('amount');
  if (!v.chargeType) out.push('chargeType');
  if (!v.mode) out.push('mode');
  if (!v.bankReferenceNumber.trim()) out.push('bankReferenceNumber');
  return [...out, ...payeeProblems(v).map((p) => p.path)];
}

/**
 * Card charges (spec §5.8): amount (decimal, max 12), type CARD_USAGE / SURCHARGE / LATE_PRESENTMENT, the payee (VPA
 * plus name, mobile plus name, or account number, IFSC plus beneficiary name), parent txn id, merchant name, mode,
 * bank reference and three narrations. Confirmed with its effect on the dues; sent with an Idempotency-Key.
 */
export function CardChargeAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState<Values>(EMPTY);
  const charge = useConsumerAction('cardCharge', [CONSUMER_LISTS.transactions]);
  const k = 'consumer360.card_charge.';
  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((now) => ({ ...now, [field]: e.target.value }));
  const problems = cardChargeProblems(v);
  const amountOk = isDecimalAmount(v.amount.trim(), CHARGE_AMOUNT_MAX);
  const due = c.postPaidAccount.totalDueAmount;
  const text = (field: keyof Values, max: number, required = false, error = false) => (
    <TextField
      required={required}
      label={translate(`${k}${field}`)}
      value={v[field]}
      onChange={set(field)}
      error={error}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  const bad = (field: string) => v[field as keyof Values] !== '' && problems.includes(field);
  return (
    <>
      <GatedButton
        action="cardCharge"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        unavailable={c.accountStatus === 'CLOSED' ? translate(`${k}unavailable`) : null}
        onClick={() => {
          setV(EMPTY);
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, {
            amount: amountOk ? formatInr(Number(v.amount)) : '…',
            from: formatInr(due),
            to: amountOk ? formatInr(due + Number(v.amount)) : '…',
          })}
          busy={charge.isPending}
          blocked={problems.length ? translate(`${k}required`) : null}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            const payee =
              v.payeeKind === 'VPA'
                ? { vpa: v.vpa.trim() }
                : v.payeeKind === 'MOBILE'
                  ? { payeeMobile: v.payeeMobile.trim() }
                  : { accountNumber: v.accountNumber.trim(), ifsc: v.ifsc.trim().toUpperCase() };
            charge.mutate(
              {
                consumerId: c.consumerId,
                amount: v.amount.trim(),
                chargeType: v.chargeType,
                payeeKind: v.payeeKind,
                payeeName: v.payeeName.trim(),
                ...payee,
                parentTxnId: v.parentTxnId.trim(),
                merchantName: v.merchantName.trim(),
                mode: v.mode,
                bankReferenceNumber: v.bankReferenceNumber.trim(),
                narration1: v.narration1.trim(),
                narration2: v.narration2.trim(),
                narration3: v.narration3.trim(),
              },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1}>
              {text('amount', CHARGE_AMOUNT_MAX, true, bad('amount'))}
              <TextField
                select
                required
                fullWidth
                label={translate(`${k}chargeType`)}
                value={v.chargeType}
                onChange={set('chargeType')}
              >
                {CARD_CHARGE_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              select
              required
              label={translate(`${k}payeeKind`)}
              value={v.payeeKind}
              onChange={set('payeeKind')}
            >
              {PAYEE_KINDS.map((p) => (
                <MenuItem key={p} value={p}>
                  {translate(`${k}payee.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            {v.payeeKind === 'VPA' && text('vpa', 100, true, bad('vpa'))}
            {v.payeeKind === 'MOBILE' && text('payeeMobile', 10, true, bad('payeeMobile'))}
            {v.payeeKind === 'ACCOUNT' && (
              <Stack direction="row" spacing={1}>
                {text('accountNumber', 18, true, bad('accountNumber'))}
                {text('ifsc', IFSC_MAX, true, bad('ifsc'))}
              </Stack>
            )}
            <TextField
              required
              label={translate(v.payeeKind === 'ACCOUNT' ? `${k}beneficiaryName` : `${k}payeeName`)}
              value={v.payeeName}
              onChange={set('payeeName')}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Stack direction="row" spacing={1}>
              {text('parentTxnId', 40)}
              {text('merchantName', 120)}
            </Stack>
            <Stack direction="row" spacing={1}>
              <TextField select required fullWidth label={translate(`${k}mode`)} value={v.mode} onChange={set('mode')}>
                {CHARGE_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              {text('bankReferenceNumber', BANK_REFERENCE_MAX, true)}
            </Stack>
            {text('narration1', NARRATION_MAX)}
            {text('narration2', NARRATION_MAX)}
            {text('narration3', NARRATION_MAX)}
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
