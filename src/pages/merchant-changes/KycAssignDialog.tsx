import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMerchantChangeActions } from './actions';
import { useChangeMutation } from '../../common/useChangeMutation';

/** The react-query key of the reviewers' load (GET /merchantkyc/reviewers/load). */
export const KYC_LOAD_QUERY = 'kyc-reviewer-load';

export interface AssignableCase {
  id: number;
  version: number;
  assigneeId: number | null;
}

/** An admin assigns a KYC case to a reviewer (someone who may review KYC cases). */
export function KycAssignDialog({ kase, onClose }: { kase: AssignableCase | null; onClose(): void }) {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const [assignee, setAssignee] = useState('');
  // Each reviewer with the cases they already hold, least loaded first (the same list /assign-kyc shows).
  const reviewers = useQuery({
    queryKey: [KYC_LOAD_QUERY],
    enabled: kase !== null,
    queryFn: () => actions.getKycReviewerLoad(),
  });
  const close = () => {
    setAssignee('');
    onClose();
  };
  const assign = useChangeMutation({
    call: (k: AssignableCase, idempotencyKey) =>
      actions.assignKycCase({ id: k.id, assigneeId: Number(assignee), version: k.version, idempotencyKey }),
    success: () => 'merchantChanges.kyc.assigned',
    failure: null,
    refresh: [['merchant-kyc-cases'], [KYC_LOAD_QUERY]],
    done: close,
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
              {translate('merchantChanges.kyc.reviewer_load', { name: r.name, email: r.email, smart_count: r.open })}
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
