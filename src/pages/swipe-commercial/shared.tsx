import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

const S = 'swipeCommercial';

/** The page's frame: its title as the page heading, then its content. */
export function SwipePage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** Pure: a merchant id as typed, or null when it is not one (1 to 10 digits). */
export const merchantIdOf = (text: string): string | null => (/^\d{1,10}$/.test(text.trim()) ? text.trim() : null);

/** A merchant ID and Search (Enter submits); until one is searched, the prompt. */
export function MerchantSearch({ children }: { children: (merchantId: string) => ReactNode }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [merchantId, setMerchantId] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMerchantId(merchantIdOf(text));
  };
  return (
    <>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate(`${S}.merchant_id`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <Button type="submit" variant="contained" disabled={merchantIdOf(text) === null}>
          {translate(`${S}.search`)}
        </Button>
      </Stack>
      {merchantId === null ? <Typography>{translate(`${S}.merchant_prompt`)}</Typography> : children(merchantId)}
    </>
  );
}

/** A form in a dialog: its title, fields, and Save (off while incomplete or sending) and Cancel. */
export function FormDialog({
  title,
  titleArgs,
  saveLabel,
  complete,
  busy,
  onCancel,
  onSave,
  children,
}: {
  title: string;
  titleArgs?: Record<string, unknown>;
  saveLabel: string;
  complete: boolean;
  busy: boolean;
  onCancel(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="swipe-form-title" fullWidth maxWidth="sm">
      <DialogTitle id="swipe-form-title">{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!complete || busy} onClick={onSave}>
          {translate(saveLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A number field whose text is kept as typed; `value` is the number or null. */
export function NumberField({
  label,
  text,
  onText,
  error,
}: {
  label: string;
  text: string;
  onText(text: string): void;
  error?: string | null;
}) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      required
      label={translate(label)}
      value={text}
      onChange={(e) => onText(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** Pure: a typed amount or rate (at most two decimals, from 0 to `max`), or null. */
export function amountOf(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}
