import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../format';
import { ConsumerProductsScope, useConsumerProduct } from '../provider';
import { EmptyRead, QueryState } from '../../../common/QueryState';

interface Referral {
  id: number;
  referralConsumerId: number;
  referralMobile: string;
  createdAt: number;
  updatedAt: number;
}
interface Referrals {
  totalReferral: number;
  activeReferrals: Referral[];
  inactiveReferrals: Referral[];
}

function ReferralList({ label, rows }: { label: string; rows: Referral[] }) {
  const translate = useTranslate();
  const title = translate(label);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <EmptyRead message="consumer360Products.empty.referrals" options={{ label: title }} />
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('consumer360Products.col.referral_consumer_id')}</TableCell>
              <TableCell>{translate('consumer360Products.col.referral_mobile')}</TableCell>
              <TableCell>{translate('consumer360Products.col.created_at')}</TableCell>
              <TableCell>{translate('consumer360Products.col.updated_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.referralConsumerId}</TableCell>
                <TableCell>{r.referralMobile}</TableCell>
                <TableCell>{formatDateTime(r.createdAt, 'seconds')}</TableCell>
                <TableCell>{formatDateTime(r.updatedAt, 'seconds')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function ReferralsView() {
  const translate = useTranslate();
  const query = useConsumerProduct<Referrals>('referrals');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.referrals" isEmpty={() => false}>
      {(r) => (
        <>
          <Typography variant="body1">
            {translate('consumer360Products.referrals.total', { count: r.totalReferral })}
          </Typography>
          <ReferralList label="consumer360Products.referrals.active" rows={r.activeReferrals} />
          <ReferralList label="consumer360Products.referrals.inactive" rows={r.inactiveReferrals} />
        </>
      )}
    </QueryState>
  );
}

/** Referrals (spec §3.23): the total, then active and inactive lists, each 'No {label}!' when empty. */
export default function ReferralsTab() {
  return (
    <ConsumerProductsScope>
      <ReferralsView />
    </ConsumerProductsScope>
  );
}
