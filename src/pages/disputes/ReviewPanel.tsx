import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { ACCEPT_REASON, REJECT_REASONS, REVIEW_DEFAULTS, REVIEW_MESSAGES } from '../../../contract/disputes/reasons';
import { disputeModalErrors, type DisputeProduct } from '../../../contract/disputes/rules';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { formatInr, orNotAvailable } from '../../format';
import { useDisputesProvider } from './provider';
import { NOTE_MAX, useTooLong } from '../../common/RequiredField';

export interface CaseRow {
  id: number;
  status: string;
  outcome: string | null;
  merchantId: string;
  paymentTransactionId: string;
  disputeCategory: string;
  disputeAmount: number;
  raisedBy: string;
  rejectReason: string[];
  acceptReason: string[];
  agentRejectionNotes: string;
  proofs: { id: number; proofType: string; fileName: string; mediaType: string }[];
}

/**
 * The decision side of the review (spec §3.2 defaults, §4, §8): accept with 'Sufficient Proof' or reject with one or
 * more of the sixteen reasons plus agent notes; "Decide and open next" moves on to the tab's next case. A new case
 * can be taken into Processing with the dispute modal's reasons; Processing cases can be lost or won; a rejected or
 * lost case can be re-raised.
 */
export function ReviewPanel({
  row,
  product,
  hasNext,
  onDone,
}: {
  row: CaseRow;
  product: DisputeProduct;
  hasNext: boolean;
  onDone: (openNext: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDisputesProvider();
  const { identity } = useGetIdentity();
  const { key, reset, settle } = useIdempotencyKey();
  const [accept, setAccept] = useState<boolean | null>(null);
  const [rejectReason, setRejectReason] = useState<string[]>(REVIEW_DEFAULTS.rejectReason);
  const [notes, setNotes] = useState(REVIEW_DEFAULTS.agentRejectionNotes);
  const notesTooLong = useTooLong(accept === false ? notes : '', NOTE_MAX);
  const [disputeReason, setDisputeReason] = useState('');
  const [holdReason, setHoldReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (e: Error) => {
    settle(e);
    setError(e.message);
    notify(e.message, { type: 'error' });
  };
  const decide = useMutation({
    mutationFn: (_openNext: boolean) =>
      provider.reviewDispute({
        decision: {
          disputeId: row.id,
          sourceProduct: product,
          accepted: accept === true,
          acceptReason: accept ? [ACCEPT_REASON] : [],
          rejectReason: accept ? [] : rejectReason,
          agentRejectionNotes: notes,
        },
        idempotencyKey: key(),
      }),
    onSuccess: (_data, openNext) => {
      reset();
      notify('disputes.decided', { type: 'success' });
      onDone(openNext);
    },
    onError: fail,
  });
  const action = useMutation({
    mutationFn: (a: 'lost' | 'won' | 're-raise' | 'process') =>
      a === 'process'
        ? provider.updateDispute({
            disputeId: row.id,
            sourceProduct: product,
            disputeReason,
            holdReason: holdReason || undefined,
          })
        : provider.caseAction({ action: a, disputeId: row.id, sourceProduct: product }),
    onSuccess: () => {
      notify('disputes.updated', { type: 'success' });
      onDone(false);
    },
    onError: fail,
  });
  const submit = (openNext: boolean) => {
    setError(null);
    if (accept === null || (!accept && rejectReason.length === 0)) return setError(REVIEW_MESSAGES.reasonRequired);
    decide.mutate(openNext);
  };
  const modalErrors = disputeModalErrors({ disputeReason, holdReason });
  // The server refuses it anyway (403); the console says so instead of offering the decision.
  const own = identity?.email !== undefined && identity.email === row.raisedBy;
  const open = (row.status === 'INIT' || row.status === 'Processing') && !own;
  const toggle = (reason: string) =>
    setRejectReason((r) => (r.includes(reason) ? r.filter((x) => x !== reason) : [...r, reason]));
  return (
    <Stack spacing={1} aria-label={translate('disputes.decision')}>
      <Typography variant="h6" component="h2">
        {translate('disputes.case_heading', { id: row.id })}
      </Typography>
      <Typography variant="body2">
        {row.merchantId} · {row.paymentTransactionId} · {row.disputeCategory} · {formatInr(row.disputeAmount)} ·{' '}
        {translate('disputes.raised_by')}: {row.raisedBy}
      </Typography>
      {own && <Alert severity="info">{REVIEW_MESSAGES.selfReview}</Alert>}
      {row.status === 'Resolved' && (
        <Alert severity="info">
          {translate('disputes.resolved_as', { outcome: orNotAvailable(row.outcome) })}{' '}
          {[...row.acceptReason, ...row.rejectReason].join('; ')}
        </Alert>
      )}
      {open && (
        <>
          <RadioGroup
            row
            value={accept === null ? '' : accept ? 'accept' : 'reject'}
            onChange={(e) => setAccept(e.target.value === 'accept')}
          >
            <FormControlLabel value="accept" control={<Radio />} label={translate('disputes.accept')} />
            <FormControlLabel value="reject" control={<Radio />} label={translate('disputes.reject')} />
          </RadioGroup>
          {accept === true && <FormControlLabel control={<Checkbox checked disabled />} label={ACCEPT_REASON} />}
          {accept === false && (
            <FormGroup
              aria-label={translate('disputes.reject_reasons')}
              sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
            >
              {REJECT_REASONS.map((reason) => (
                <FormControlLabel
                  key={reason}
                  control={
                    <Checkbox size="small" checked={rejectReason.includes(reason)} onChange={() => toggle(reason)} />
                  }
                  label={reason}
                />
              ))}
            </FormGroup>
          )}
          {accept === false && (
            <TextField
              size="small"
              label={translate('disputes.agent_notes')}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              multiline
              minRows={2}
              {...notesTooLong}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => submit(false)} disabled={decide.isPending || notesTooLong.error}>
              {translate('disputes.decide')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => submit(true)}
              disabled={decide.isPending || !hasNext || notesTooLong.error}
            >
              {translate('disputes.decide_next')}
            </Button>
          </Stack>
        </>
      )}
      {row.status === 'INIT' && (
        <Stack spacing={1} sx={{ pt: 2 }}>
          <Typography variant="subtitle2">{translate('disputes.dispute_modal')}</Typography>
          <TextField
            size="small"
            label={translate('disputes.dispute_reason')}
            value={disputeReason}
            onChange={(e) => setDisputeReason(e.target.value)}
            error={Boolean(disputeReason && modalErrors.disputeReason)}
            helperText={(disputeReason && modalErrors.disputeReason) || ' '}
          />
          <TextField
            size="small"
            label={translate('disputes.hold_reason')}
            value={holdReason}
            onChange={(e) => setHoldReason(e.target.value)}
            error={Boolean(modalErrors.holdReason)}
            helperText={modalErrors.holdReason || ' '}
          />
          <Button
            variant="outlined"
            disabled={Object.keys(modalErrors).length > 0 || action.isPending}
            onClick={() => action.mutate('process')}
          >
            {translate('disputes.to_processing')}
          </Button>
        </Stack>
      )}
      {row.status === 'Processing' && !own && (
        <Stack direction="row" spacing={1} sx={{ pt: 2 }}>
          <Button color="error" variant="outlined" onClick={() => action.mutate('lost')}>
            {translate('disputes.lost')}
          </Button>
          <Button color="success" variant="outlined" onClick={() => action.mutate('won')}>
            {translate('disputes.won')}
          </Button>
        </Stack>
      )}
      {row.status === 'Resolved' && (row.outcome === 'REJECTED' || row.outcome === 'LOST') && (
        <Button variant="outlined" onClick={() => action.mutate('re-raise')}>
          {translate('disputes.re_raise')}
        </Button>
      )}
    </Stack>
  );
}
