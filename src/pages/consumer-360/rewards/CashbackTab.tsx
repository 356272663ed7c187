import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { ViewDetailButton } from '../details/RecordDetailDialog';
import { FieldGrid } from '../FieldGrid';
import { ConsumerProductsScope, useConsumerProduct } from '../provider';
import { ScrollRegion } from '../../../common/ScrollRegion';
import { QueryState } from '../../../common/QueryState';

interface Cashback {
  cashbackBalance: number;
  cashbackTier: number | null;
  cashbackEarned: number;
  cashbackRedeemed: number;
  cashbackExpired: number;
  currentMonthCashbackEarned: number;
  currentMonthCashbackRedeemed: number;
  currentMonthCashbackExpired: number;
  ledger: Record<string, unknown>[];
  tierAudit: Record<string, unknown>[];
}

type Cell = (row: Record<string, unknown>) => ReactNode;
const when: Cell = (r) => formatDateTime(r.createdAt, 'seconds');
const text =
  (key: string): Cell =>
  (r) =>
    orNotAvailable(r[key]);

/** A titled small table of rows with the given columns ([i18n key, cell]). */
function SmallTable({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: Record<string, unknown>[];
  columns: [string, Cell][];
}) {
  const translate = useTranslate();
  return (
    <ScrollRegion sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Table size="small" aria-label={translate(title)}>
        <TableHead>
          <TableRow>
            {columns.map(([key]) => (
              <TableCell key={key}>{translate(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={String(r.id ?? i)}>
              {columns.map(([key, cell]) => (
                <TableCell key={key}>{cell(r)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function CashbackView() {
  const query = useConsumerProduct<Cashback | null>('cashback');
  const milestones = useConsumerProduct<Record<string, unknown>[]>('milestoneCashback');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.cashback">
      {(c) =>
        c && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <FieldGrid
                title="consumer360Products.cashback.lifetime"
                rows={[
                  { label: 'consumer360Products.cashback.balance', value: formatInr(c.cashbackBalance) },
                  { label: 'consumer360Products.cashback.tier', value: c.cashbackTier },
                  { label: 'consumer360Products.cashback.earned', value: formatInr(c.cashbackEarned) },
                  { label: 'consumer360Products.cashback.redeemed', value: formatInr(c.cashbackRedeemed) },
                  { label: 'consumer360Products.cashback.expired', value: formatInr(c.cashbackExpired) },
                ]}
              />
              <FieldGrid
                title="consumer360Products.cashback.current_month"
                rows={[
                  { label: 'consumer360Products.cashback.earned', value: formatInr(c.currentMonthCashbackEarned) },
                  { label: 'consumer360Products.cashback.redeemed', value: formatInr(c.currentMonthCashbackRedeemed) },
                  { label: 'consumer360Products.cashback.expired', value: formatInr(c.currentMonthCashbackExpired) },
                ]}
              />
            </Box>
            <SmallTable
              title="consumer360Products.cashback.ledger"
              rows={c.ledger}
              columns={[
                ['consumer360Products.col.created_at', when],
                ['consumer360Products.col.txn_id', text('txnId')],
                ['consumer360Products.col.unique_reference', text('uniqueReference')],
                ['consumer360Products.col.type', text('type')],
                ['consumer360Products.col.tier', text('tier')],
                ['consumer360Products.col.amount', (r) => formatInr(r.amount)],
                ['consumer360Products.col.reason', text('reason')],
                ['consumer360Products.col.actions', (r) => <ViewDetailButton kind="cashback" record={r} />],
              ]}
            />
            <SmallTable
              title="consumer360Products.cashback.tier_history"
              rows={c.tierAudit}
              columns={[
                ['consumer360Products.col.created_at', when],
                ['consumer360Products.col.type', text('type')],
                ['consumer360Products.col.tier', text('tier')],
              ]}
            />
            {milestones.data && milestones.data.length > 0 && (
              <SmallTable
                title="consumer360Products.cashback.milestone"
                rows={milestones.data}
                columns={[
                  ['consumer360Products.col.reward_no', text('rewardNo')],
                  ['consumer360Products.col.milestone_name', text('milestoneName')],
                  ['consumer360Products.col.amount', (r) => formatInr(r.cashbackAmount)],
                  ['consumer360Products.col.base_cashback', (r) => formatInr(r.baseCashbackAmount)],
                  ['consumer360Products.col.bbps_sub_category', text('bbpsSubCategory')],
                  ['consumer360Products.col.order_id', text('orderId')],
                ]}
              />
            )}
          </>
        )
      }
    </QueryState>
  );
}

/** Cashback (spec §3.18): balance, lifetime, current month, ledger, tier history, milestone cashback. */
export default function CashbackTab() {
  return (
    <ConsumerProductsScope>
      <CashbackView />
    </ConsumerProductsScope>
  );
}
