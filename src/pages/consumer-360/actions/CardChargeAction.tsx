import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  CARD_CHARGE_TEXT_MAX,
  CARD_CHARGE_TYPES,
  CHARGE_AMOUNT_MAX,
  CHARGE_MODES,
  PAYEE_KINDS,
  payeeProblems,
  type CardChargeTextField,
  type PayeeKind,
} from '../../../../contract/consumer/account-form-values';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { validAmount } from '../../../common/amount-input';
import { AmountField, withinLength } from '../../../common/RequiredField';
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
/** The payee fields whose pattern has its own message (i18n `consumer360.card_charge.problem.*`). */
const PAYEE_PROBLEM = { vpa: true, payeeMobile: true, accountNumber: true, ifsc: true } as const;

/** The amount's limit: spec §5.8 'decimal max 12' (characters of the plain amount; Indian grouping read). */
const AMOUNT_LIMITS = { maxChars: CHARGE_AMOUNT_MAX };

/** The text fields longer than the server takes (kept as typed, refused with 'Cannot be more than N characters.'). */
export function cardChargeTooLong(v: Values): CardChargeTextField[] {
  return (Object.keys(CARD_CHARGE_TEXT_MAX) as CardChargeTextField[]).filter(
    (field) => !withinLength(v[field], CARD_CHARGE_TEXT_MAX[field]),
  );
}

/** What keeps the card-charge form from being sent (empty when complete): the server's own checks, never a cut. */
export function cardChargeProblems(v: Values): string[] {
  const out: string[] = [];
  if (!validAmount(v.amount, AMOUNT_LIMITS)) out.push('amount');
  if (!v.chargeType) out.push('chargeType');
  if (!v.mode) out.push('mode');
  if (!v.bankReferenceNumber.trim()) out.push('bankReferenceNumber');
  const payee = payeeProblems(v).map((p) => p.path);
  const tooLong = cardChargeTooLong(v).filter((f) => !out.includes(f) && !payee.includes(f));
  return [...out, ...payee, ...tooLong];
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
  const tooLong = cardChargeTooLong(v);
  const amount = validAmount(v.amount, AMOUNT_LIMITS);
  const due = c.postPaidAccount.totalDueAmount;
  const bad = (field: string) => v[field as keyof Values] !== '' && problems.includes(field);
  /** Why a text field is refused: too long (its limit), or not a valid payee value; nothing is ever cut. */
  const why = (field: CardChargeTextField): string | undefined =>
    tooLong.includes(field)
      ? translate('validation.too_long', { max: CARD_CHARGE_TEXT_MAX[field] })
      : bad(field) && field in PAYEE_PROBLEM
        ? translate(`${k}problem.${field}`)
        : undefined;
  const text = (field: CardChargeTextField, required = false, label = `${k}${field}`) => (
    <TextField
      required={required}
      label={translate(label)}
      value={v[field]}
      onChange={set(field)}
      error={bad(field)}
      helperText={why(field)}
    />
  );
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
            amount: amount ? formatInr(amount.value) : '…',
            from: formatInr(due),
            to: amount ? formatInr(due + amount.value) : '…',
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
                amount: amount?.plain,
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
              <AmountField label={`${k}amount`} value={v.amount} onChange={set('amount')} limits={AMOUNT_LIMITS} />
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
            {v.payeeKind === 'VPA' && text('vpa', true)}
            {v.payeeKind === 'MOBILE' && text('payeeMobile', true)}
            {v.payeeKind === 'ACCOUNT' && (
              <Stack direction="row" spacing={1}>
                {text('accountNumber', true)}
                {text('ifsc', true)}
              </Stack>
            )}
            {text('payeeName', true, v.payeeKind === 'ACCOUNT' ? `${k}beneficiaryName` : `${k}payeeName`)}
            <Stack direction="row" spacing={1}>
              {text('parentTxnId')}
              {text('merchantName')}
            </Stack>
            <Stack direction="row" spacing={1}>
              <TextField select required fullWidth label={translate(`${k}mode`)} value={v.mode} onChange={set('mode')}>
                {CHARGE_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              {text('bankReferenceNumber', true)}
            </Stack>
            {text('narration1')}
            {text('narration2')}
            {text('narration3')}
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
