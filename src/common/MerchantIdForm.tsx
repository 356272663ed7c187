import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Pure: a merchant ID as the tools take it (up to 10 digits). */
export const isMerchantId = (text: string): boolean => /^\d{1,10}$/.test(text.trim());

/**
 * A merchant ID and a submit button (the speaker invoices, the swipe limit): `onFind` gets the trimmed ID once it is
 * one. `label` and `submit` are i18n keys.
 */
export function MerchantIdForm({ label, submit, onFind }: { label: string; submit: string; onFind(id: string): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ mb: 2, alignItems: 'center' }}
      onSubmit={(e) => {
        e.preventDefault();
        onFind(draft.trim());
      }}
    >
      <TextField
        size="small"
        label={translate(label)}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <Button type="submit" variant="outlined" disabled={!isMerchantId(draft)}>
        {translate(submit)}
      </Button>
    </Stack>
  );
}
