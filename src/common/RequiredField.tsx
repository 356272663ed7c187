import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The longest free-text note (comments, remarks, reason) a form takes. */
export const NOTE_MAX = 300;

export interface RequiredFieldProps extends Pick<TextFieldProps, 'fullWidth' | 'margin' | 'multiline'> {
  /** i18n key of the label. */
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** False once typed and not valid: the field turns red (an empty field is only required, not wrong). */
  valid?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  helperText?: ReactNode;
}

/** A required text field of a form: its label translated, red once typed and not valid, its length capped. */
export function RequiredField({
  label,
  value,
  onChange,
  valid = true,
  maxLength,
  inputMode,
  ...rest
}: RequiredFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      required
      label={translate(label)}
      value={value}
      onChange={onChange}
      error={value !== '' && !valid}
      slotProps={maxLength || inputMode ? { htmlInput: { maxLength, inputMode } } : undefined}
      {...rest}
    />
  );
}

/** A required multi-line note (comments, remarks or reason) of at most NOTE_MAX characters. */
export function NoteField(props: Omit<RequiredFieldProps, 'multiline' | 'maxLength'>) {
  return <RequiredField multiline maxLength={NOTE_MAX} {...props} />;
}

/** A required rupee amount: the decimal keyboard. */
export function AmountField(props: Omit<RequiredFieldProps, 'inputMode'>) {
  return <RequiredField inputMode="decimal" {...props} />;
}
