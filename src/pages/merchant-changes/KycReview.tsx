import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useMerchantChangeActions } from './actions';
import { useChangeMutation } from '../../common/useChangeMutation';
import { NOTE_MAX, useTooLong } from '../../common/RequiredField';

export interface ReviewableCase {
  id: number;
  status: string;
  assigneeEmail: string | null;
  pendingRequestId: number | null;
  pendingDecision: string | null;
}

/** Pure: why the reviewer's buttons are unavailable (an i18n key), or null. The server refuses the same (403/409). */
export function reviewBlocker(kase: ReviewableCase, viewerEmail: string): string | null {
  if (kase.pendingRequestId !== null) return 'merchantChanges.kyc.pending';
  if (kase.status !== 'ASSIGNED') return 'merchantChanges.kyc.not_assigned';
  if ((kase.assigneeEmail ?? '').toLowerCase() !== viewerEmail.toLowerCase()) return 'merchantChanges.kyc.not_yours';
  return null;
}

/** The assigned reviewer approves or rejects with a reason; a second person approves that decision (inbox). */
export function KycReview({ kase }: { kase: ReviewableCase }) {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const { identity } = useGetIdentity();
  const [decision, setDecision] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [reason, setReason] = useState('');
  const reasonTooLong = useTooLong(reason, NOTE_MAX);
  const close = () => {
    setDecision(null);
    setReason('');
  };
  const review = useChangeMutation({
    call: (d: 'APPROVE' | 'REJECT', idempotencyKey) =>
      actions.reviewKycCase({ id: kase.id, body: { decision: d, reason: reason.trim() }, idempotencyKey }),
    success: () => 'merchantChanges.kyc.review_sent',
    failure: 'merchantChanges.kyc.review_error',
    refresh: [['kyc-case', String(kase.id)], ['merchant-kyc-cases']],
    done: close,
  });
  const blocker = reviewBlocker(kase, typeof identity?.email === 'string' ? identity.email : '');
  const why = blocker
    ? translate(blocker, { decision: kase.pendingDecision ?? '', id: kase.pendingRequestId ?? '' })
    : '';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        {(['APPROVE', 'REJECT'] as const).map((d) => (
          <Tooltip key={d} title={why}>
            <span>
              <Button
                variant={d === 'APPROVE' ? 'contained' : 'outlined'}
                color={d === 'APPROVE' ? 'primary' : 'error'}
                disabled={blocker !== null}
                onClick={() => setDecision(d)}
              >
                {translate(d === 'APPROVE' ? 'merchantChanges.kyc.approve' : 'merchantChanges.kyc.reject')}
              </Button>
            </span>
          </Tooltip>
        ))}
      </Stack>
      {why && <Typography variant="body2">{why}</Typography>}
      <Dialog
        open={decision !== null}
        onClose={review.isPending ? undefined : close}
        aria-labelledby="kyc-review-title"
      >
        <DialogTitle id="kyc-review-title">
          {translate(`merchantChanges.kyc.review_title_${decision ?? 'REJECT'}`)}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            margin="dense"
            label={translate('merchantChanges.kyc.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...reasonTooLong}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={review.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={!reason.trim() || reasonTooLong.error || review.isPending}
            onClick={() => decision && review.mutate(decision)}
          >
            {translate(decision === 'APPROVE' ? 'merchantChanges.kyc.approve' : 'merchantChanges.kyc.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
