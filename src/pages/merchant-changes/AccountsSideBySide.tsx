import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { MaskedValue } from '../../common/entity-360';
import { REVEAL_ACCESS } from '../../common/entity-360/merchant-reveal-access';

export type AccountSide = 'previous' | 'proposed';

const FIELDS = ['label', 'accountNumber', 'ifsc', 'beneficiaryName', 'bankName'] as const;

/** Pure: does a field differ between the old and the new account? */
export const changed = (a: Record<string, unknown> | null, b: Record<string, unknown>, field: string) =>
  String(a?.[field] ?? '') !== String(b[field] ?? '');

/** The old-beside-new table of a change under review: Field, Old, New headers over the given rows. */
export function SideBySideTable({ children }: { children: ReactNode }) {
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
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** The old account beside the new one; changed fields are marked; account numbers masked, revealed on request. */
export function AccountsSideBySide({
  previous,
  proposed,
  onReveal,
}: {
  previous: Record<string, unknown> | null;
  proposed: Record<string, unknown>;
  /** The audited reveal of one side's account number (the server writes who, what, why, when). */
  onReveal?: (side: AccountSide, reason: string) => Promise<string>;
}) {
  const translate = useTranslate();
  const cell = (side: AccountSide, field: string) => {
    const value = (side === 'previous' ? previous : proposed)?.[field];
    if (field !== 'accountNumber' || !onReveal || value === null || value === undefined || value === '')
      return orNotAvailable(value);
    return (
      <MaskedValue
        masked={String(value)}
        label={`merchantChanges.bank.fields.${field}`}
        {...REVEAL_ACCESS}
        onReveal={(reason) => onReveal(side, reason)}
      />
    );
  };
  return (
    <SideBySideTable>
      {FIELDS.map((field) => (
        <TableRow key={field} sx={changed(previous, proposed, field) ? { bgcolor: '#fff8e1' } : undefined}>
          <TableCell component="th" scope="row">
            {translate(`merchantChanges.bank.fields.${field}`)}
          </TableCell>
          <TableCell>{cell('previous', field)}</TableCell>
          <TableCell>{cell('proposed', field)}</TableCell>
        </TableRow>
      ))}
    </SideBySideTable>
  );
}
