import { Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { RowDialogButton } from '../../../common/RowDialogButton';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { FieldGrid } from '../FieldGrid';
import { RECORD_DETAILS, valueAt, type DetailField, type RecordDetailKind } from './record-details';

function shown(record: Record<string, unknown>, field: DetailField) {
  const v = valueAt(record, field.path);
  if (v === null || v === undefined || v === '') return null;
  switch (field.format) {
    case 'money':
      return formatInr(Number(v));
    case 'time':
      return formatDateTime(Number(v), 'seconds');
    case 'status':
      return <StatusChip status={String(v)} />;
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** A record's detail dialog (a transaction, UPI transaction, repayment or cashback entry), its fields as data. */
export function RecordDetailDialog({
  kind,
  record,
  onClose,
}: {
  kind: RecordDetailKind;
  record: Record<string, unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const spec = RECORD_DETAILS[kind];
  const titleId = `${kind}-detail-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { minWidth: 500 } } }}>
      <ClosableDialogTitle id={titleId} onClose={onClose}>
        {translate(spec.title, { ref: String(valueAt(record, spec.ref) ?? '') })}
      </ClosableDialogTitle>
      <DialogContent>
        <FieldGrid rows={spec.fields.map((field) => ({ label: field.label, value: shown(record, field) }))} />
      </DialogContent>
    </Dialog>
  );
}

/** The row's View button in the kind's own tab (inside a list's record context, or given the record). */
export function ViewDetailButton({ kind, record }: { kind: RecordDetailKind; record?: Record<string, unknown> }) {
  return (
    <RowDialogButton label="consumer360.action.view" record={record}>
      {(row, close) => <RecordDetailDialog kind={kind} record={row} onClose={close} />}
    </RowDialogButton>
  );
}
