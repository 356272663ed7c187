import { useMemo, useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { fromLocalText, toInputText, type TimeInputKind } from '../schema/time-input';
import { calendarNamesOf, pickerLocale, pickerTexts } from './date-locale';

/** What the console shows and reads in a date input, whatever the browser's locale (issue 41 item 6). */
export const DATE_INPUT_FORMAT: Record<TimeInputKind, string> = { date: 'dd/MM/yy', datetime: 'dd/MM/yy HH:mm' };

export interface DateTextInputProps {
  /** `date` holds yyyy-MM-dd, `datetime` yyyy-MM-ddTHH:mm (local time): what a native date input held. */
  kind?: TimeInputKind;
  label: ReactNode;
  /** The day (or moment) in the native input's text; '' when empty. */
  value: string;
  /** Called with the new text; '' while the typed date is incomplete or not a date, as a native input does. */
  onChange(value: string): void;
  onBlur?(): void;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const textOf = (date: Date | null, kind: TimeInputKind) =>
  date && !Number.isNaN(date.getTime()) ? toInputText(date, 'iso', kind) : '';

/**
 * The console's one date (and date-time) input: dd/MM/yy (dd/MM/yy HH:mm) typed from the keyboard or picked from a
 * calendar, whatever the browser's locale. It takes and gives the same text as `<input type="date">` (or
 * datetime-local) did, so the filters and forms around it, and the requests they send, are unchanged.
 * MUI X pickers are large: import this only from lazily loaded screens.
 */
export function DateTextInput({
  kind = 'date',
  label,
  value,
  onChange,
  onBlur,
  size,
  error,
  helperText,
  required,
  disabled,
  id,
  name,
  fullWidth,
  sx,
}: DateTextInputProps) {
  const translate = useTranslate();
  // The calendar's month and day names and its words come from our i18n files, not the library's locale.
  const locale = useMemo(() => pickerLocale(calendarNamesOf(translate)), [translate]);
  const localeText = useMemo(() => pickerTexts(translate), [translate]);
  // What was typed, kept while it is not yet a date (the text handed out is then ''), so a half-typed day stays.
  const [typed, setTyped] = useState<Date | null>(() => fromLocalText(value, kind));
  const shown = textOf(typed, kind) === value ? typed : fromLocalText(value, kind);
  const change = (date: Date | null) => {
    setTyped(date);
    const text = textOf(date, kind);
    if (text !== value) onChange(text);
  };
  const common = {
    label,
    value: shown,
    onChange: change,
    format: DATE_INPUT_FORMAT[kind],
    disabled,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        size,
        error,
        helperText,
        required,
        id,
        name,
        fullWidth,
        sx,
        onBlur,
      },
      openPickerButton: { 'aria-label': translate(`app.date_input.open_${kind}`) },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={localeText}>
      {kind === 'date' ? <DatePicker {...common} /> : <DateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}

export interface DateTextFormInputProps extends Omit<InputProps, 'format' | 'parse'> {
  kind?: TimeInputKind;
  /** The form value → the input's text (default: the value read as a date, in local time). */
  format?(value: unknown): string;
  /** The input's text → the form value (default: the text itself; '' is null). */
  parse?(text: string): unknown;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** DateTextInput bound to a react-admin form field (in place of react-admin's native DateInput / DateTimeInput). */
export function DateTextFormInput({
  kind = 'date',
  format = (value) => toInputText(value, 'iso', kind),
  parse = (text) => (text === '' ? null : text),
  label,
  helperText,
  size,
  sx,
  ...props
}: DateTextFormInputProps) {
  const { field, fieldState, formState, isRequired, id } = useInput({ ...props, format, parse });
  const shownError = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid;
  return (
    <DateTextInput
      kind={kind}
      id={id}
      name={field.name}
      label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      size={size}
      disabled={props.disabled}
      sx={sx}
      error={shownError}
      helperText={
        helperText !== false || shownError ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : undefined
      }
    />
  );
}
