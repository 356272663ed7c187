import { useTranslate } from 'react-admin';
import { NOTE_MAX, RequiredField, withinLength, type RequiredFieldProps } from '../../common/RequiredField';

/** Pure: remarks an investments request may carry: some text, at most NOTE_MAX (300) characters, as the server. */
export const remarksOk = (remarks: string): boolean => remarks.trim() !== '' && withinLength(remarks, NOTE_MAX);

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
    <RequiredField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      valid={pattern.test(value.trim())}
      helperText={translate(hint)}
      maxLength={maxLength}
    />
  );
}

/** The maker's remarks on an investments request: required; more than 300 characters is refused with its message. */
export function RemarksField({
  value,
  onChange,
  ...rest
}: { value: string; onChange: (value: string) => void } & Pick<
  RequiredFieldProps,
  'fullWidth' | 'multiline' | 'margin' | 'helperText'
>) {
  return (
    <RequiredField
      label="investments.fields.remarks"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={NOTE_MAX}
      {...rest}
    />
  );
}
