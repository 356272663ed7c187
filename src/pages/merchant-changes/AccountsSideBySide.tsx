import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';

const FIELDS = ['label', 'accountNumber', 'ifsc', 'beneficiaryName', 'bankName'] as const;

/** Pure: does a field differ between the old and the new account? */
export const changed = (a: Record<string, unknown> | null, b: Record<string, unknown>, field: string) =>
  String(a?.[field] ?? '') !== String(b[field] ?? '');

/** The old account beside the new one; changed fields are marked. */
export function AccountsSideBySide({
  previous,
  proposed,
}: {
  previous: Record<string, unknown> | null;
  proposed: Record<string, unknown>;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('merchantChanges.bank.side_by_side')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('merchantChanges.bank.field')}</TableCell>
          <TableCell>{translate('merchantChanges.bank.old')}</TableCell>
          <TableCell>{translate('merchantChanges.bank.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FIELDS.map((field) => (
          <TableRow key={field} sx={changed(previous, proposed, field) ? { bgcolor: '#fff8e1' } : undefined}>
            <TableCell component="th" scope="row">
              {translate(`merchantChanges.bank.fields.${field}`)}
            </TableCell>
            <TableCell>{orNotAvailable(previous?.[field])}</TableCell>
            <TableCell>{orNotAvailable(proposed[field])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
