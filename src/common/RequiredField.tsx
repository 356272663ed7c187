import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInr } from '../format/money';
import { amountProblem, validAmount, type AmountLimits } from './amount-input';

/** The longest free-text note (comments, remarks, reason) a form takes. */
export const NOTE_MAX = 300;

export interface RequiredFieldProps extends Pick<TextFieldProps, 'fullWidth' | 'margin' | 'multiline'> {
  /** i18n key of the label. */
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** False once typed and not valid: the field turns red (an empty field is only required, not wrong). */
  valid?: boolean;
  /** Longer than this is refused with its message (never cut: no maxlength on the input, issue 41 item 2). */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  helperText?: ReactNode;
}

/**
 * A required text field of a form: its label translated, red once typed and not valid; longer than `maxLength` it is
 * red with 'Cannot be more than N characters.' (what was typed is kept; the form's own check refuses to send it).
 */
export function RequiredField({
  label,
  value,
  onChange,
  valid = true,
  maxLength,
  inputMode,
  helperText,
  ...rest
}: RequiredFieldProps) {
  const translate = useTranslate();
  const tooLong = maxLength !== undefined && value.trim().length > maxLength;
  return (
    <TextField
      required
      label={translate(label)}
      value={value}
      onChange={onChange}
      error={value !== '' && (!valid || tooLong)}
      helperText={tooLong ? translate('validation.too_long', { max: maxLength }) : helperText}
      slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
      {...rest}
    />
  );
}

/** Pure: is the text within `max` characters (trimmed)? A form's check for a field that is never cut. */
export const withinLength = (text: string, max: number): boolean => text.trim().length <= max;

/** A required multi-line note (comments, remarks or reason) of at most NOTE_MAX characters. */
export function NoteField(props: Omit<RequiredFieldProps, 'multiline' | 'maxLength'>) {
  return <RequiredField multiline maxLength={NOTE_MAX} {...props} />;
}

export interface AmountFieldProps extends Omit<RequiredFieldProps, 'inputMode' | 'maxLength' | 'helperText'> {
  /** The server's limits for this amount: longer or larger is refused with its message. */
  limits?: AmountLimits;
  /** A further rule's failure, already translated (e.g. more than what is due); shown when the amount reads well. */
  problem?: string | null;
}

/**
 * The console's rupee amount input (issue 41 item 2): the decimal keyboard, Indian grouping accepted ("1,00,000"),
 * the amount it reads shown under it ("₹1,00,000.00"), and what is not an amount, too long or too large refused with
 * its message, never cut. The form sends validAmount(…).plain.
 */
export function AmountField({ limits, problem, valid = true, value, ...props }: AmountFieldProps) {
  const translate = useTranslate();
  const refused = amountProblem(value, limits);
  const parsed = validAmount(value, limits);
  const helperText = refused
    ? translate(refused.key, refused.args)
    : (problem ?? (parsed ? formatInr(parsed.value) : undefined));
  return (
    <RequiredField
      inputMode="decimal"
      value={value}
      valid={valid && !refused && !problem}
      helperText={helperText}
      {...props}
    />
  );
}

/**
 * The error state and message of a text input that is never cut (issue 41 item 2): spread onto a TextField in place
 * of a maxlength; the form keeps its submit off while `error` is true.
 */
export function useTooLong(value: string, max: number): { error: boolean; helperText?: string } {
  const translate = useTranslate();
  return withinLength(value, max)
    ? { error: false }
    : { error: true, helperText: translate('validation.too_long', { max }) };
}

/** A required select of a form: its label translated (an i18n key), the options as `children` (MenuItems). */
export function RequiredSelect({
  label,
  value,
  onChange,
  minWidth,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  minWidth?: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={minWidth === undefined ? undefined : { minWidth }}
    >
      {children}
    </TextField>
  );
}
