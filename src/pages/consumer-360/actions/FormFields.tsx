import type { ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The longest free-text note (comments, remarks, reason) the §5.8 forms take. */
export const NOTE_MAX = 300;

interface FieldProps {
  /** i18n key of the label. */
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/** A required rupee amount: decimal keyboard, at most `maxLength` characters, red once typed and not valid. */
export function AmountField({
  label,
  value,
  onChange,
  valid,
  maxLength,
}: FieldProps & { valid: boolean; maxLength: number }) {
  const translate = useTranslate();
  return (
    <TextField
      required
      label={translate(label)}
      value={value}
      onChange={onChange}
      error={value !== '' && !valid}
      slotProps={{ htmlInput: { maxLength, inputMode: 'decimal' } }}
    />
  );
}

/** A required multi-line note (comments, remarks or reason) of at most NOTE_MAX characters. */
export function NoteField({ label, value, onChange }: FieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      required
      multiline
      label={translate(label)}
      value={value}
      onChange={onChange}
      slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
    />
  );
}
