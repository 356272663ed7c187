import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  RECHARGE_COMPLAINT_CATEGORIES,
  RECHARGE_DESCRIPTION_MAX,
  type RechargeComplaintCategory,
} from '../../../contract/consumer-calls/calls';
import { raiseRechargeComplaint, type Recharge } from '../../../dataProviders/merchant-support/consumer-calls';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { complaintBody, complaintReady, complaintSummary, EMPTY_COMPLAINT } from './complaint-form';

export const RECHARGES_QUERY = 'recharges';

/**
 * Raise a complaint on one recharge (spec §7.4 /recharge/raise-complaint): the recharge restated, a category from the
 * list and a description; sent once with an Idempotency-Key; the toast names the complaint and the order.
 */
export function RaiseComplaintDialog({ recharge, onClose }: { recharge: Recharge | null; onClose(): void }) {
  const translate = useTranslate();
  const [input, setInput] = useState(EMPTY_COMPLAINT);
  const close = () => {
    setInput(EMPTY_COMPLAINT);
    onClose();
  };
  const raise = useChangeMutation({
    call: (r: Recharge, idempotencyKey) => raiseRechargeComplaint(complaintBody(input, r), idempotencyKey),
    success: (c) =>
      translate('consumerCalls.complaint.done', { reference: c.reference, orderId: recharge?.orderId ?? '' }),
    failure: null,
    refresh: [[RECHARGES_QUERY]],
    done: close,
  });
  return (
    <RemarksDialog
      open={recharge !== null}
      title="consumerCalls.complaint.title"
      confirmLabel="consumerCalls.recharges.raise"
      remarks={false}
      busy={raise.isPending}
      complete={complaintReady(input)}
      summary={recharge ? complaintSummary(input, recharge, translate) : undefined}
      onCancel={close}
      onConfirm={() => recharge && raise.mutate(recharge)}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          required
          fullWidth
          label={translate('consumerCalls.recharges.field.category')}
          value={input.category}
          onChange={(e) => setInput((v) => ({ ...v, category: e.target.value as RechargeComplaintCategory }))}
        >
          {RECHARGE_COMPLAINT_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <RequiredField
          fullWidth
          multiline
          label="consumerCalls.recharges.field.description"
          value={input.description}
          onChange={(e) => setInput((v) => ({ ...v, description: e.target.value }))}
          maxLength={RECHARGE_DESCRIPTION_MAX}
          helperText={translate('consumerCalls.complaint.description_hint', {
            count: input.description.trim().length,
            max: RECHARGE_DESCRIPTION_MAX,
          })}
        />
      </Stack>
    </RemarksDialog>
  );
}
