import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A required field of an investments request checked as it is typed: red once filled and not matching `pattern`,
 * with its hint under it.
 */
export function CheckedField({
  label,
  hint,
  value,
  onChange,
  pattern,
  maxLength,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  pattern: RegExp;
  maxLength?: number;
}) {
  const translate = useTranslate();
  return (
    <TextField
      required
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={value !== '' && !pattern.test(value.trim())}
      helperText={translate(hint)}
      slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
    />
  );
}

/** The maker's remarks on an investments request: required, at most 300 characters. */
export function RemarksField({
  value,
  onChange,
  ...rest
}: { value: string; onChange: (value: string) => void } & Pick<
  TextFieldProps,
  'fullWidth' | 'multiline' | 'margin' | 'helperText'
>) {
  const translate = useTranslate();
  return (
    <TextField
      required
      label={translate('investments.fields.remarks')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 300 } }}
      {...rest}
    />
  );
}
