import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BLOCK_REASONS, CLOSURE_REASONS, NEW_LIMIT_PATTERN } from '../../../../contract/consumer/form-values';
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
import { NoteField } from '../../../common/RequiredField';

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
      {open === 'limit' && (
        <ConfirmDialog
          title={translate('consumer360.action.update_limit_title')}
          effect={translate('consumer360.action.limit_effect', {
            from: formatInr(c.postPaidAccount.accountLimit),
            to: NEW_LIMIT_PATTERN.test(value) ? formatInr(Number(value)) : '…',
          })}
          busy={limit.isPending}
          blocked={
            NEW_LIMIT_PATTERN.test(value) && remark.trim() ? null : translate('consumer360.action.new_limit_help')
          }
          onClose={close}
          onConfirm={() =>
            limit.mutate({ consumerId: c.consumerId, newLimit: value, remarks: remark }, { onSuccess: close })
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('consumer360.action.new_limit')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              helperText={translate('consumer360.action.new_limit_help')}
              error={value !== '' && !NEW_LIMIT_PATTERN.test(value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
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
          busy={status.isPending}
          blocked={reason && remark.trim() ? null : translate('consumer360.action.reason')}
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
            to: formatInr(Math.max(0, due - Number(value || 0))),
          })}
          busy={waive.isPending}
          blocked={
            /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= due
              ? null
              : translate('consumer360.action.amount')
          }
          onClose={close}
          onConfirm={() =>
            waive.mutate({ consumerId: c.consumerId, amount: value, remarks: remark }, { onSuccess: close })
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('consumer360.action.amount')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 12, inputMode: 'decimal' } }}
            />
            {remarkField}
          </Stack>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
