import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FRM_OUTCOMES, FRM_RULES, type FrmOutcome, type FrmState } from '../../../contract/frm/rules';
import {
  changeFrmComplaint,
  getFrmComplaint,
  type FrmComplaint,
  type FrmComplaintDetail,
} from '../../../dataProviders/fraud-risk/frm';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { DecisionSummaryView } from '../../common/DecisionSummaryView';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { QueryState } from '../../common/QueryState';
import { formatDateTime, formatInr } from '../../format';
import { moveBody, moveReady, movesOf, moveSummary } from './move-rules';

type Change = { kind: 'assign' | 'note' | 'move'; body: Record<string, unknown> };

/** One change at a time to the open complaint: its Idempotency-Key, the toast, the drawer's read replaced. */
function useFrmChange(id: number, onChanged: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ kind, body }: Change) =>
      changeFrmComplaint(kind, id, body, idempotency.key(JSON.stringify({ kind, body }))),
    onSuccess: (detail, { kind }) => {
      idempotency.reset();
      queryClient.setQueryData(['frm-complaint', id], detail);
      notify(`frm.done.${kind}`, { type: 'success', messageArgs: { reference: detail.reference } });
      onChanged();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
}

/** Confirms a move, restating the complaint and its status from → to; closing asks for the outcome first. */
function MoveDialog({
  complaint,
  to,
  busy,
  onCancel,
  onConfirm,
}: {
  complaint: FrmComplaint;
  to: FrmState;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (outcome: FrmOutcome | '') => void;
}) {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<FrmOutcome | ''>('');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="frm-move-title" maxWidth="sm" fullWidth>
      <DialogTitle id="frm-move-title">
        {translate('frm.move.title', { to: translate(`frm.status.${to}`) })}
      </DialogTitle>
      <DialogContent>
        <DecisionSummaryView summary={moveSummary(complaint, to, outcome, translate)} />
        {to === 'CLOSED' && (
          <TextField
            select
            required
            autoFocus
            fullWidth
            margin="normal"
            label={translate('frm.field.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as FrmOutcome)}
            helperText={translate('frm.move.outcome_hint')}
          >
            {FRM_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {translate(`frm.outcome.${o}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus={to !== 'CLOSED'}>
          {translate('frm.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !moveReady(to, outcome)} onClick={() => onConfirm(outcome)}>
          {translate('frm.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The complaint, its transaction, assignment and notes, and its next moves. */
function FrmDetail({ complaint, onChanged }: { complaint: FrmComplaintDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const change = useFrmChange(complaint.id, onChanged);
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState(complaint.assignee ?? '');
  const [moving, setMoving] = useState<FrmState | null>(null);
  const closed = complaint.status === 'CLOSED';
  const noteTooLong = note.trim().length > FRM_RULES.noteMax;
  const txn = complaint.transaction;
  const facts: [string, string][] = [
    [translate('frm.field.status'), translate(`frm.status.${complaint.status}`)],
    [translate('frm.field.outcome'), complaint.outcome ? translate(`frm.outcome.${complaint.outcome}`) : '—'],
    [translate('frm.field.product'), complaint.product],
    [translate('frm.field.merchant'), complaint.merchantId],
    [translate('frm.field.transaction'), complaint.paymentTransactionId],
    [translate('frm.field.rrn'), complaint.rrn],
    [translate('frm.field.txn_amount'), txn ? formatInr(txn.amount) : '—'],
    [translate('frm.field.txn_time'), txn ? formatDateTime(txn.paymentTimestamp) : '—'],
    [translate('frm.field.amount_at_risk'), formatInr(complaint.amountAtRisk)],
    [translate('frm.field.category'), complaint.category],
    [translate('frm.field.description'), complaint.description],
    [translate('frm.field.raised_by'), complaint.raisedBy],
    [translate('frm.field.raised_at'), formatDateTime(complaint.raisedAt)],
    [translate('frm.field.updated_at'), formatDateTime(complaint.updatedAt)],
  ];
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={translate('frm.detail_label', { reference: complaint.reference })}>
        <TableBody>
          {facts.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {!closed && (
        <Box component="section" aria-labelledby="frm-move-heading">
          <Typography id="frm-move-heading" variant="h6" component="h3">
            {translate('frm.move.heading')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {movesOf(complaint).map((to) => (
              <Button key={to} variant="outlined" onClick={() => setMoving(to)} disabled={change.isPending}>
                {translate(`frm.move.to_${to}`)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}

      {!closed && (
        <Box
          component="form"
          aria-labelledby="frm-assign-heading"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            change.mutate({
              kind: 'assign',
              body: { assignee: assignee.trim() === '' ? null : assignee.trim(), version: complaint.version },
            });
          }}
        >
          <Typography id="frm-assign-heading" variant="h6" component="h3">
            {translate('frm.assign.heading')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              type="email"
              label={translate('frm.field.assignee')}
              helperText={translate('frm.assign.hint')}
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
            />
            <Button type="submit" variant="outlined" disabled={change.isPending}>
              {translate('frm.assign.submit')}
            </Button>
          </Stack>
        </Box>
      )}

      <Divider />
      <Box component="section" aria-labelledby="frm-notes-heading">
        <Typography id="frm-notes-heading" variant="h6" component="h3">
          {translate('frm.notes.heading')}
        </Typography>
        {complaint.notes.length === 0 ? (
          <Typography color="text.secondary">{translate('frm.notes.none')}</Typography>
        ) : (
          <List dense aria-labelledby="frm-notes-heading">
            {complaint.notes.map((n) => (
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={n.text}
                  secondary={translate('frm.notes.by', { author: n.author, at: formatDateTime(n.createdAt) })}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          aria-label={translate('frm.notes.add')}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            change.mutate({ kind: 'note', body: { text: note.trim() } }, { onSuccess: () => setNote('') });
          }}
        >
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('frm.notes.text')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={noteTooLong}
            helperText={noteTooLong ? translate('validation.too_long', { max: FRM_RULES.noteMax }) : undefined}
          />
          <Button type="submit" variant="outlined" disabled={change.isPending || note.trim() === '' || noteTooLong}>
            {translate('frm.notes.add')}
          </Button>
        </Box>
      </Box>

      {moving && (
        <MoveDialog
          complaint={complaint}
          to={moving}
          busy={change.isPending}
          onCancel={() => setMoving(null)}
          onConfirm={(outcome) =>
            change.mutate(
              { kind: 'move', body: moveBody(complaint, moving, outcome) },
              { onSuccess: () => setMoving(null) },
            )
          }
        />
      )}
    </Stack>
  );
}

/** The complaint opened from the list, in a drawer on the right: Escape or the close button returns to the list. */
export function FrmDetailDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['frm-complaint', id],
    queryFn: ({ signal }) => getFrmComplaint(id, signal),
  });
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 }, p: 2 }, 'aria-labelledby': 'frm-detail-title' } }}
    >
      <ClosableDialogTitle id="frm-detail-title" onClose={onClose}>
        {query.data ? translate('frm.detail_title', { reference: query.data.reference }) : translate('frm.loading')}
      </ClosableDialogTitle>
      <QueryState query={query} failed="frm.load_failed">
        {(complaint) => <FrmDetail key={complaint.version} complaint={complaint} onChanged={onChanged} />}
      </QueryState>
    </Drawer>
  );
}
