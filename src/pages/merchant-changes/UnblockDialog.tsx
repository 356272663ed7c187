import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UNBLOCK_REASONS } from '../../../contract/merchant-changes/settlement-values';
import { formatInr } from '../../format';
import { useMerchantChangeActions } from './actions';
import { ReasonRemarksFields } from './ReasonRemarksFields';
import { useChangeMutation } from '../../common/useChangeMutation';
import { NOTE_MAX, useTooLong } from '../../common/RequiredField';

export interface Hold {
  id: number;
  merchantId: string;
  merchantName: string;
  amountHeld: number;
  reason: string;
}

/** Raise an unblock of one hold: reason and remarks, the amount it releases stated, sent once, no undo. */
export function UnblockDialog({ hold, onClose }: { hold: Hold | null; onClose(): void }) {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const [reason, setReason] = useState('');
  const [remarks, setRemarks] = useState('');
  const remarksTooLong = useTooLong(remarks, NOTE_MAX);
  const close = () => {
    setReason('');
    setRemarks('');
    onClose();
  };
  const raise = useChangeMutation({
    call: (h: Hold, idempotencyKey) =>
      actions.raiseSettlementUnblock({
        merchantId: h.merchantId,
        body: { blockId: h.id, reason: reason as (typeof UNBLOCK_REASONS)[number], remarks: remarks.trim() },
        idempotencyKey,
      }),
    success: ({ message }) => message,
    failure: 'merchantChanges.settlement.error',
    refresh: [['settlement-blocks'], ['settlement-unblock-requests']],
    done: close,
  });
  return (
    <Dialog open={hold !== null} onClose={raise.isPending ? undefined : close} aria-labelledby="unblock-title">
      <DialogTitle id="unblock-title">{translate('merchantChanges.settlement.confirm_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 420 }}>
          {hold && (
            <span>
              {translate('merchantChanges.settlement.confirm_content', {
                amount: formatInr(hold.amountHeld),
                merchant: `${hold.merchantName} (${hold.merchantId})`,
              })}
            </span>
          )}
          <ReasonRemarksFields
            reasonLabel="merchantChanges.settlement.reason"
            reasons={UNBLOCK_REASONS}
            reason={reason}
            onReason={setReason}
            remarksLabel="merchantChanges.settlement.remarks"
            remarks={remarks}
            onRemarks={setRemarks}
            remarksTooLong={remarksTooLong}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={raise.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!hold || !reason || !remarks.trim() || remarksTooLong.error || raise.isPending}
          onClick={() => hold && raise.mutate(hold)}
        >
          {translate('merchantChanges.settlement.raise')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
