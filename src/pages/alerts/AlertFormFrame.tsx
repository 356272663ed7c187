import type { ReactNode } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';

/** A required choice drawn as a row of radios (an alert's status, a merchant alert's audience), labels translated. */
export function ChoiceRadios<V extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: V | '';
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControl required>
      <FormLabel id={id}>{translate(label)}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {choices.map((c) => (
          <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={translate(c.label)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The frame of an alert form (deposit and merchant alerts): a titled section, the fields, one submit (off until the
 * form is ready or while it is sent) and the confirmation that restates what customers or merchants will see.
 */
export function AlertFormFrame({
  id,
  title,
  submitLabel,
  canSubmit,
  busy,
  onSubmit,
  confirm,
  maxWidth = 640,
  children,
}: {
  id: string;
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  confirm: { title: string; summary: DecisionSummary | undefined; onCancel: () => void; onConfirm: () => void };
  maxWidth?: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, maxWidth }}>
      <Typography id={id} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), onSubmit())}
        sx={{ display: 'grid', gap: 2, mt: 1 }}
      >
        {children}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
            {translate(submitLabel)}
          </Button>
        </Box>
      </Box>
      <RemarksDialog
        open={confirm.summary !== undefined}
        title={confirm.title}
        confirmLabel={submitLabel}
        remarks={false}
        busy={busy}
        summary={confirm.summary}
        onCancel={confirm.onCancel}
        onConfirm={confirm.onConfirm}
      />
    </Paper>
  );
}
