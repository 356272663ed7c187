import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { menuOptions } from '../../common/menu-options';

/**
 * The reason (one of a fixed list) and the free-text remarks every raised settlement change asks for, both required;
 * `remarksTooLong` is useTooLong's answer for the remarks (the caller also blocks the submit on it).
 */
export function ReasonRemarksFields({
  reasonLabel,
  reasons,
  reason,
  onReason,
  remarksLabel,
  remarks,
  onRemarks,
  remarksTooLong,
}: {
  /** i18n key of the reason's label. */
  reasonLabel: string;
  reasons: readonly string[];
  reason: string;
  onReason(value: string): void;
  /** i18n key of the remarks' label. */
  remarksLabel: string;
  remarks: string;
  onRemarks(value: string): void;
  remarksTooLong: { error: boolean; helperText?: string };
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        required
        label={translate(reasonLabel)}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
      >
        {menuOptions(reasons)}
      </TextField>
      <TextField
        required
        multiline
        label={translate(remarksLabel)}
        value={remarks}
        onChange={(e) => onRemarks(e.target.value)}
        {...remarksTooLong}
      />
    </>
  );
}
