import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { useMerchantChangeActions } from './actions';

export interface AssignableCase {
  id: number;
  version: number;
  assigneeId: number | null;
}

/** An admin assigns a KYC case to a reviewer (someone who may review KYC cases). */
export function KycAssignDialog({ kase, onClose }: { kase: AssignableCase | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const actions = useMerchantChangeActions();
  const idempotency = useIdempotencyKey();
  const [assignee, setAssignee] = useState('');
  const reviewers = useQuery({
    queryKey: ['kyc-reviewers'],
    enabled: kase !== null,
    queryFn: () => actions.getKycReviewers(),
  });
  const close = () => {
    setAssignee('');
    onClose();
  };
  const assign = useMutation({
    mutationFn: (k: AssignableCase) =>
      actions.assignKycCase({
        id: k.id,
        assigneeId: Number(assignee),
        version: k.version,
        idempotencyKey: idempotency.key(),
      }),
    onSuccess: () => {
      idempotency.reset();
      notify('merchantChanges.kyc.assigned', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['merchant-kyc-cases'] });
      close();
    },
    onError: (error: Error) => {
      idempotency.reset();
      notify(error.message, { type: 'error' });
    },
  });
  return (
    <Dialog open={kase !== null} onClose={assign.isPending ? undefined : close} aria-labelledby="kyc-assign-title">
      <DialogTitle id="kyc-assign-title">
        {translate('merchantChanges.kyc.assign_title', { id: kase?.id ?? '' })}
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          required
          fullWidth
          margin="dense"
          label={translate('merchantChanges.kyc.reviewer')}
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          sx={{ minWidth: 360 }}
        >
          {(reviewers.data ?? []).map((r) => (
            <MenuItem key={String(r.id)} value={String(r.id)}>
              {String(r.name)} ({String(r.email)})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={assign.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!assignee || assign.isPending}
          onClick={() => kase && assign.mutate(kase)}
        >
          {translate('merchantChanges.kyc.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
