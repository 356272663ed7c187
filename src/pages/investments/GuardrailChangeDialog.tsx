import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GUARDRAIL_LIMITS, type GuardrailLimit } from '../../../contract/investments';
import { capProblem, proposedCaps, type GuardrailRecord } from './guardrail-types';
import { RemarksField, remarksOk } from './RequestFields';

/** A maker's change to one guardrail: the three caps (blank keeps the current one) and required remarks. */
export function GuardrailChangeDialog({
  guardrail,
  busy,
  onCancel,
  onSubmit,
}: {
  guardrail: GuardrailRecord;
  busy: boolean;
  onCancel(): void;
  onSubmit(change: Partial<Record<GuardrailLimit, number>>, remarks: string): void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<Partial<Record<GuardrailLimit, string>>>({});
  const [remarks, setRemarks] = useState('');
  const change = proposedCaps(guardrail, values);
  const empty = !change || Object.keys(change).length === 0;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby="guardrail-change-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <DialogTitle id="guardrail-change-title">
        {translate('investments.guardrails.change_title', { name: guardrail.name })}
      </DialogTitle>
      <DialogContent>
        {GUARDRAIL_LIMITS.map((limit) => {
          // A text input, not type=number: a number input drops '1,00,000' silently (issue 41 item 2).
          const text = values[limit] ?? '';
          const problem = capProblem(limit, text);
          const previous = `${translate('investments.previous')}: ${guardrail[limit]}`;
          return (
            <TextField
              key={limit}
              fullWidth
              margin="dense"
              label={translate(`investments.fields.${limit}`)}
              placeholder={String(guardrail[limit])}
              error={problem !== null}
              helperText={problem ? translate(problem.key, problem.args) : previous}
              value={text}
              onChange={(e) => setValues({ ...values, [limit]: e.target.value })}
              slotProps={{ htmlInput: { inputMode: limit === 'daily_max_count' ? 'numeric' : 'decimal' } }}
            />
          );
        })}
        <RemarksField
          fullWidth
          multiline
          margin="dense"
          value={remarks}
          onChange={setRemarks}
          helperText={empty ? translate('investments.guardrails.no_change') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('investments.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || empty || !remarksOk(remarks)}
          onClick={() => change && onSubmit(change, remarks.trim())}
        >
          {translate('investments.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
