import type { ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';

/**
 * A one-line form whose change is restated before it is sent: its fields (`children`), the submit button (off until
 * `summary` is known), a hint under it, and the plain confirmation (RemarksDialog without remarks) showing `summary`.
 */
export function ConfirmedForm({
  heading,
  submitLabel,
  dialogTitle,
  hint,
  summary,
  confirming,
  setConfirming,
  busy,
  onConfirm,
  children,
}: {
  heading?: string;
  submitLabel: string;
  dialogTitle: string;
  hint: ReactNode;
  summary: DecisionSummary | null;
  confirming: boolean;
  setConfirming(open: boolean): void;
  busy: boolean;
  onConfirm(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      {heading && (
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(heading)}
        </Typography>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          if (summary) setConfirming(true);
        }}
      >
        {children}
        <Button type="submit" variant="contained" disabled={!summary}>
          {translate(submitLabel)}
        </Button>
      </Stack>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {summary && (
        <RemarksDialog
          open={confirming}
          title={dialogTitle}
          confirmLabel={submitLabel}
          remarks={false}
          busy={busy}
          summary={summary}
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
        />
      )}
    </Paper>
  );
}
