import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FRM_CATEGORIES, FRM_RULES, type FrmCategory } from '../../../contract/frm/rules';
import { raiseFrmComplaint } from '../../../dataProviders/fraud-risk/frm';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { DecisionSummaryView } from '../../common/DecisionSummaryView';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { initialRaise, raiseBody, raiseErrors, raiseReady, raiseSummary, type FrmTransaction } from './raise-form';

/**
 * Raise FRM Complaint on a chargeback row (spec §2.8; issue 43 item 4): category, description and the amount at risk
 * (the transaction's amount to start with, never above it), the transaction restated, then a toast naming the
 * reference the fraud-risk backend gave it.
 */
export function RaiseFrmDialog({ txn, onClose }: { txn: FrmTransaction; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [input, setInput] = useState(() => initialRaise(txn));
  const idempotency = useIdempotencyKey();
  const errors = raiseErrors(input, txn);
  const submit = useMutation({
    mutationFn: () => raiseFrmComplaint(raiseBody(input, txn), idempotency.key(JSON.stringify(input))),
    onSuccess: (complaint) => {
      idempotency.reset();
      notify('frm.raise.done', { type: 'success', messageArgs: { reference: complaint.reference } });
      onClose();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
  const amountHelp = errors.amount
    ? translate(errors.amount.key, errors.amount.args)
    : translate('frm.raise.amount_hint');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="frm-raise-title">
      <ClosableDialogTitle id="frm-raise-title" onClose={onClose}>
        {translate('frm.raise.title')}
      </ClosableDialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DecisionSummaryView summary={raiseSummary(input, txn, translate)} />
          <TextField
            select
            required
            autoFocus
            label={translate('frm.field.category')}
            value={input.category}
            onChange={(e) => setInput((v) => ({ ...v, category: e.target.value as FrmCategory }))}
            error={errors.category !== undefined}
            helperText={errors.category ? translate(errors.category) : undefined}
          >
            {FRM_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            multiline
            minRows={3}
            label={translate('frm.field.description')}
            value={input.description}
            onChange={(e) => setInput((v) => ({ ...v, description: e.target.value }))}
            error={errors.description !== undefined}
            helperText={translate(errors.description ?? 'frm.raise.description_hint', {
              count: input.description.trim().length,
              max: FRM_RULES.descriptionMax,
            })}
          />
          <TextField
            required
            label={translate('frm.field.amount_at_risk')}
            value={input.amount}
            onChange={(e) => setInput((v) => ({ ...v, amount: e.target.value }))}
            error={errors.amount !== undefined}
            helperText={amountHelp}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('frm.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!raiseReady(input, txn) || submit.isPending}
          onClick={() => submit.mutate()}
        >
          {translate('frm.raise.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
