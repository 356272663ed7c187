import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A look-up by one value (a transaction id, a payout or transfer id): a search landmark with its field and submit
 * button, `onFind` given the trimmed value; the button is off while the field is blank. `label`, `submit` and `hint`
 * are i18n keys.
 */
export function LookupForm({
  label,
  submit,
  hint,
  maxLength,
  onFind,
}: {
  label: string;
  submit: string;
  hint?: string;
  maxLength: number;
  onFind(value: string): void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      role="search"
      aria-label={translate(label)}
      sx={{ mb: 2, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        onFind(text.trim());
      }}
    >
      <TextField
        size="small"
        label={translate(label)}
        helperText={hint ? translate(hint) : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Button type="submit" variant="contained" disabled={!text.trim()}>
        {translate(submit)}
      </Button>
    </Stack>
  );
}
