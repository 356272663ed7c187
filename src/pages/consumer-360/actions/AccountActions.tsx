import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BLOCK_REASONS, CLOSURE_REASONS } from '../../../../contract/consumer/form-values';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';
import { OfflineRepaymentAction } from './OfflineRepaymentAction';
import { SendMoneyAction } from './SendMoneyAction';
import { CardChargeAction } from './CardChargeAction';
import { ManualRefundAction } from './ManualRefundAction';
import { WhitelistAction } from './WhitelistAction';
import { VerifiedNameAction } from '../calls-a/VerifiedNameAction';
import { AmountField, NOTE_MAX, NoteField, withinLength } from '../../../common/RequiredField';
import { validAmount } from '../../../common/amount-input';
import { accountActionSummary } from './account-summary';

/** Spec §5.8 'new limit decimal max 6': six digits before the decimals (contract NEW_LIMIT_PATTERN). */
const NEW_LIMIT = { max: 999_999.99 };
/** Spec §5.8 'penalty waiver amount decimal max 12'. */
const WAIVER_MAX_CHARS = 12;

type Open = 'limit' | 'BLOCK' | 'UNBLOCK' | 'CLOSE' | 'waive' | null;
const STATUS_FROM = { BLOCK: ['ACTIVE'], UNBLOCK: ['BLOCKED'], CLOSE: ['ACTIVE', 'BLOCKED'] } as const;
const STATUS_TO = { BLOCK: 'BLOCKED', UNBLOCK: 'ACTIVE', CLOSE: 'CLOSED' } as const;
const LABEL = {
  BLOCK: 'consumer360.action.block',
  UNBLOCK: 'consumer360.action.unblock',
  CLOSE: 'consumer360.action.close',
} as const;

/** The account forms of spec §5.8 on the summary tab: Update limit (maker/checker), block/unblock/close, waiver. */
export function AccountActions({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const limit = useConsumerAction('updateLimit');
  const status = useConsumerAction('accountStatus');
  const waive = useConsumerAction('waivePenalty');
  const show = (o: Open) => {
    setValue('');
    setReason('');
    setRemark('');
    setOpen(o);
  };
  const close = () => setOpen(null);
  const remarkField = (
    <NoteField label="consumer360.action.remarks" value={remark} onChange={(e) => setRemark(e.target.value)} />
  );
  const statusAction = open === 'BLOCK' || open === 'UNBLOCK' || open === 'CLOSE' ? open : null;
  const due = c.postPaidAccount.duePenalty;
  const remarkOk = remark.trim() !== '' && withinLength(remark, NOTE_MAX);
  const newLimit = validAmount(value, NEW_LIMIT);
  const waiver = validAmount(value, { maxChars: WAIVER_MAX_CHARS, max: due });
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      aria-label={translate('consumer360.sections.actions')}
    >
      <GatedButton
        action="updateLimit"
        label="consumer360.action.update_limit"
        deniedReason="consumer360.action.limit_denied"
        onClick={() => show('limit')}
      />
      {(['BLOCK', 'UNBLOCK', 'CLOSE'] as const).map((a) => (
        <GatedButton
          key={a}
          action="accountStatus"
          label={LABEL[a]}
          deniedReason="consumer360.action.status_denied"
          unavailable={
            (STATUS_FROM[a] as readonly string[]).includes(c.accountStatus)
              ? null
              : translate('consumer360.action.status_unavailable', { status: c.accountStatus })
          }
          onClick={() => show(a)}
        />
      ))}
      <GatedButton
        action="waivePenalty"
        label="consumer360.action.waive"
        deniedReason="consumer360.action.waive_denied"
        unavailable={due > 0 ? null : translate('consumer360.action.waive_none')}
        onClick={() => show('waive')}
      />
      <OfflineRepaymentAction summary={c} />
      <SendMoneyAction summary={c} />
      <CardChargeAction summary={c} />
      <ManualRefundAction summary={c} />
      <WhitelistAction />
      <VerifiedNameAction summary={c} />
      {open === 'limit' && (
        <ConfirmDialog
          title={translate('consumer360.action.update_limit_title')}
          effect={translate('consumer360.action.limit_effect', {
            from: formatInr(c.postPaidAccount.accountLimit),
            to: newLimit ? formatInr(newLimit.value) : '…',
          })}
          summary={accountActionSummary(
            c,
            translate('consumer360.action.update_limit_title'),
            {
              label: translate('consumer360.field.accountLimit'),
              before: formatInr(c.postPaidAccount.accountLimit),
              after: newLimit ? formatInr(newLimit.value) : '…',
            },
            translate('consumer360.action.limit_effect', {
              from: formatInr(c.postPaidAccount.accountLimit),
              to: newLimit ? formatInr(newLimit.value) : '…',
            }),
            translate,
          )}
          busy={limit.isPending}
          blocked={newLimit && remarkOk ? null : translate('consumer360.action.new_limit_help')}
          onClose={close}
          onConfirm={() =>
            limit.mutate({ consumerId: c.consumerId, newLimit: newLimit?.plain, remarks: remark }, { onSuccess: close })
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AmountField
              label="consumer360.action.new_limit"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              limits={NEW_LIMIT}
            />
            {remarkField}
          </Stack>
        </ConfirmDialog>
      )}
      {statusAction && (
        <ConfirmDialog
          title={translate('consumer360.action.status_title', {
            action: translate(LABEL[statusAction]),
            id: c.consumerId,
          })}
          effect={translate('consumer360.action.status_effect', { from: c.accountStatus, to: STATUS_TO[statusAction] })}
          summary={accountActionSummary(
            c,
            translate('consumer360.action.status_title', { action: translate(LABEL[statusAction]), id: c.consumerId }),
            {
              label: translate('consumer360.field.accountStatus'),
              before: c.accountStatus,
              after: STATUS_TO[statusAction],
            },
            translate('consumer360.action.status_effect', { from: c.accountStatus, to: STATUS_TO[statusAction] }),
            translate,
          )}
          busy={status.isPending}
          blocked={reason && remarkOk ? null : translate('consumer360.action.reason')}
          onClose={close}
          onConfirm={() =>
            status.mutate(
              { consumerId: c.consumerId, action: statusAction, reason, remarks: remark },
              { onSuccess: close },
            )
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={translate('consumer360.action.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            >
              {(statusAction === 'CLOSE' ? CLOSURE_REASONS : BLOCK_REASONS).map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            {remarkField}
          </Stack>
        </ConfirmDialog>
      )}
      {open === 'waive' && (
        <ConfirmDialog
          title={translate('consumer360.action.waive_title')}
          effect={translate('consumer360.action.waive_effect', {
            from: formatInr(due),
            to: formatInr(Math.max(0, due - (waiver?.value ?? 0))),
          })}
          summary={accountActionSummary(
            c,
            translate('consumer360.action.waive_title'),
            {
              label: translate('consumer360.field.duePenalty'),
              before: formatInr(due),
              after: formatInr(Math.max(0, due - (waiver?.value ?? 0))),
            },
            translate('consumer360.action.waive_effect', {
              from: formatInr(due),
              to: formatInr(Math.max(0, due - (waiver?.value ?? 0))),
            }),
            translate,
          )}
          busy={waive.isPending}
          blocked={waiver && remarkOk ? null : translate('consumer360.action.amount')}
          onClose={close}
          onConfirm={() =>
            waive.mutate({ consumerId: c.consumerId, amount: waiver?.plain, remarks: remark }, { onSuccess: close })
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AmountField
              label="consumer360.action.amount"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              limits={{ maxChars: WAIVER_MAX_CHARS, max: due }}
            />
            {remarkField}
          </Stack>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
