import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cancelRefundSubscription, CLUB_READS, type ClubSubscription } from '../../../dataProviders/investment/club';
import { type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { ClubChangeDialog } from './ClubChangeDialog';
import { ClubReadTable } from './ClubReadTable';
import { refundSummary } from './club-summaries';

const T = 'club';
const who = (r: { holderName: string; accountNo: string }) => `${r.holderName} (${r.accountNo})`;

/**
 * /club/cancel-refund (spec §2.3 Investments; issue 46 item 4): club subscriptions, newest first; an ACTIVE one is
 * cancelled and its amount refunded to the member's club balance once, after a confirmation restating ₹ and member.
 */
export default function CancelRefundPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState<ClubSubscription | null>(null);
  const columns: TableColumn<ClubSubscription>[] = [
    { label: `${T}.fields.member`, render: who },
    { label: `${T}.fields.plan`, render: (s) => s.plan },
    { label: `${T}.fields.amount`, render: (s) => formatInr(s.amount) },
    { label: `${T}.fields.created`, render: (s) => formatDateTime(s.createdAt) },
    { label: `${T}.fields.status`, render: (s) => <StatusChip status={s.status} /> },
    {
      label: `${T}.fields.action`,
      render: (s) =>
        s.status === 'ACTIVE' ? (
          <Button size="small" variant="outlined" onClick={() => setOpen(s)}>
            {translate(`${T}.refund.action`)}
          </Button>
        ) : (
          translate(`${T}.refund.refunded_by`, {
            amount: formatInr(s.refundedAmount ?? 0),
            by: s.refundedBy ?? '',
            at: s.refundedAt ? formatDateTime(s.refundedAt) : '',
          })
        ),
    },
  ];
  return (
    <PageFrame title={`${T}.refund_title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.refund.intro`)}</Typography>
      <ClubReadTable
        name="subscriptions"
        read={CLUB_READS.subscriptions}
        items={`${T}.subs_items`}
        label={`${T}.refund_title`}
        toRows={(rows) => rows}
        columns={columns}
      />
      <ClubChangeDialog
        row={open}
        title={`${T}.refund.confirm_title`}
        confirmLabel={`${T}.refund.action`}
        summary={(s) => refundSummary(s, translate)}
        send={(s, remarks, key) => cancelRefundSubscription({ subscriptionId: s.id, remarks }, key)}
        done={(s) => translate(`${T}.refund.done`, { id: s.id, member: who(s) })}
        onClose={() => setOpen(null)}
      />
    </PageFrame>
  );
}
