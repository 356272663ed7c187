import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { useMerchantChangeActions } from './actions';
import { ListSkeleton } from '../../common/ListSkeleton';

type Json = Record<string, unknown>;

/**
 * A merchant's bank accounts (the ACTIVE one per purpose first) and the bank-change audit (§7.3): what the merchant
 * profile's bank tab shows, here beside the change form.
 */
export function MerchantBankPanel({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const accounts = useQuery({
    queryKey: ['merchant-bank-accounts', merchantId],
    retry: false,
    queryFn: () => actions.getBankAccounts({ merchantId }),
  });
  const audit = useQuery({
    queryKey: ['merchant-bank-audit', merchantId],
    retry: false,
    queryFn: () => actions.getBankChangeAudit({ merchantId }),
  });
  if (accounts.isError) return <Alert severity="error">{accounts.error.message}</Alert>;
  if (!accounts.data) return <ListSkeleton rows={3} />;
  const current = accounts.data.filter((a) => a.status === 'ACTIVE');
  return (
    <Box data-testid="merchant-bank-panel">
      <Typography variant="subtitle1" component="h3">
        {translate('merchantChanges.bank.accounts')}
      </Typography>
      {current.length === 0 && <Typography>{translate('empty.no_record')}</Typography>}
      {current.map((a) => (
        <Typography key={String(a.id)} data-testid={`current-${String(a.purpose)}`}>
          {translate(`merchantChanges.bank.purposes.${String(a.purpose)}`)}: <strong>{String(a.label)}</strong> ·{' '}
          {String(a.accountNumber)} · {String(a.ifsc)} · {String(a.beneficiaryName)}
        </Typography>
      ))}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('merchantChanges.bank.audit_title')}
      </Typography>
      {audit.isError && <Alert severity="error">{audit.error.message}</Alert>}
      {audit.data && audit.data.length === 0 && <Typography>{translate('empty.no_record')}</Typography>}
      {audit.data && audit.data.length > 0 && (
        <Table size="small" aria-label={translate('merchantChanges.bank.audit_title')}>
          <TableHead>
            <TableRow>
              {['id', 'old', 'new', 'maker', 'checker', 'raised', 'status'].map((c) => (
                <TableCell key={c}>{translate(`merchantChanges.bank.columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {audit.data.map((r) => (
              <TableRow key={String(r.id)}>
                <TableCell>{String(r.id)}</TableCell>
                <TableCell>{orNotAvailable((r.previous as Json | null)?.label)}</TableCell>
                <TableCell>{String((r.proposed as Json).label)}</TableCell>
                <TableCell>{String(r.makerEmail)}</TableCell>
                <TableCell>{orNotAvailable(r.checkerEmail)}</TableCell>
                <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={r.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
