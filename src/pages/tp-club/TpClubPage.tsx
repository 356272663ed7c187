import { useState } from 'react';
import { Box, Button, Tab, Tabs, TableContainer, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  applyClubInterest,
  CLUB_READS,
  raiseForceWithdraw,
  type ClubCashback,
  type ClubCollection,
  type ClubInterestDue,
  type ClubMember,
} from '../../../dataProviders/investment/club';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { ClubChangeDialog } from './ClubChangeDialog';
import { ClubReadTable, useClubRead } from './ClubReadTable';
import { forceWithdrawSummary, interestSummary, matchesMember, networthTotal } from './club-summaries';

const T = 'club';
const TABS = ['members', 'collections', 'networth', 'cashback', 'withdraw', 'interest'] as const;
type TabName = (typeof TABS)[number];

const inr = (n: number) => formatInr(n);
const who = (r: { holderName: string; accountNo: string }) => `${r.holderName} (${r.accountNo})`;

const MEMBER_COLUMNS: TableColumn<ClubMember>[] = [
  { label: `${T}.fields.account`, render: (m) => m.accountNo },
  { label: `${T}.fields.holder`, render: (m) => m.holderName },
  { label: `${T}.fields.status`, render: (m) => <StatusChip status={m.status} /> },
  { label: `${T}.fields.balance`, render: (m) => inr(m.balance) },
  { label: `${T}.fields.holdings`, render: (m) => inr(m.holdings) },
  { label: `${T}.fields.networth`, render: (m) => inr(m.networth) },
];
const COLLECTION_COLUMNS: TableColumn<ClubCollection & { id: string }>[] = [
  { label: `${T}.fields.day`, render: (c) => c.day },
  { label: `${T}.fields.type`, render: (c) => c.txnType },
  { label: `${T}.fields.count`, render: (c) => c.count },
  { label: `${T}.fields.amount`, render: (c) => inr(c.amount) },
];
const CASHBACK_COLUMNS: TableColumn<ClubCashback & { id: number }>[] = [
  { label: `${T}.fields.member`, render: who },
  { label: `${T}.fields.eligible`, render: (c) => inr(c.eligible) },
  { label: `${T}.fields.credited`, render: (c) => inr(c.credited) },
  { label: `${T}.fields.difference`, render: (c) => inr(c.difference) },
];

/** Consumer details (and the withdraw tab): members, found by name or account number. */
function Members({ withdraw }: { withdraw: boolean }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<ClubMember | null>(null);
  const columns: TableColumn<ClubMember>[] = withdraw
    ? [
        ...MEMBER_COLUMNS.slice(0, 4),
        {
          label: `${T}.fields.action`,
          render: (m) =>
            m.balance > 0 && m.status === 'ACTIVE' ? (
              <Button size="small" variant="outlined" onClick={() => setOpen(m)}>
                {translate(`${T}.withdraw.raise`)}
              </Button>
            ) : (
              translate(`${T}.withdraw.nothing`)
            ),
        },
      ]
    : MEMBER_COLUMNS;
  return (
    <>
      {withdraw && <Typography sx={{ mb: 2 }}>{translate(`${T}.withdraw.intro`)}</Typography>}
      <TextField
        size="small"
        sx={{ mb: 2, minWidth: 320 }}
        label={translate(`${T}.search`)}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ClubReadTable
        name="members"
        read={CLUB_READS.members}
        items={`${T}.members_items`}
        label={`${T}.tabs.${withdraw ? 'withdraw' : 'members'}`}
        toRows={(rows) => rows.filter(matchesMember(q))}
        columns={columns}
      />
      <ClubChangeDialog
        row={open}
        title={`${T}.withdraw.confirm_title`}
        confirmLabel={`${T}.withdraw.raise`}
        summary={(m) => forceWithdrawSummary(m, translate)}
        send={(m, remarks, key) => raiseForceWithdraw({ accountId: m.id, remarks }, key)}
        done={(m) => translate(`${T}.withdraw.done`, { member: who(m) })}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function Networth() {
  const translate = useTranslate();
  const members = useClubRead('members', CLUB_READS.members);
  return (
    <QueryState query={members} items={`${T}.members_items`}>
      {(rows) => {
        const sorted = [...rows].sort((a, b) => b.networth - a.networth);
        return (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate(`${T}.total_networth`, { amount: inr(networthTotal(rows)), count: rows.length })}
            </Typography>
            <TableContainer>
              <ColumnTable label={`${T}.tabs.networth`} rows={sorted} columns={MEMBER_COLUMNS} />
            </TableContainer>
          </>
        );
      }}
    </QueryState>
  );
}

const Collections = () => (
  <ClubReadTable
    name="collections"
    read={CLUB_READS.collections}
    items={`${T}.collections_items`}
    label={`${T}.tabs.collections`}
    toRows={(rows) => rows.map((c) => ({ ...c, id: `${c.day}-${c.txnType}` }))}
    columns={COLLECTION_COLUMNS}
  />
);

const Cashback = () => (
  <ClubReadTable
    name="cashback"
    read={CLUB_READS.cashback}
    items={`${T}.cashback_items`}
    label={`${T}.tabs.cashback`}
    toRows={(rows) => rows.map((c) => ({ ...c, id: c.accountId }))}
    columns={CASHBACK_COLUMNS}
  />
);

function Interest() {
  const translate = useTranslate();
  const [open, setOpen] = useState<ClubInterestDue | null>(null);
  const columns: TableColumn<ClubInterestDue>[] = [
    { label: `${T}.fields.member`, render: who },
    { label: `${T}.fields.period`, render: (d) => d.period },
    { label: `${T}.fields.amount`, render: (d) => inr(d.amount) },
    { label: `${T}.fields.status`, render: (d) => <StatusChip status={d.status} /> },
    {
      label: `${T}.fields.action`,
      render: (d) =>
        d.status === 'PENDING' ? (
          <Button size="small" variant="outlined" onClick={() => setOpen(d)}>
            {translate(`${T}.interest.apply`)}
          </Button>
        ) : (
          translate(`${T}.interest.applied_by`, {
            by: d.appliedBy ?? '',
            at: d.appliedAt ? formatDateTime(d.appliedAt) : '',
          })
        ),
    },
  ];
  return (
    <>
      <ClubReadTable
        name="interestDues"
        read={CLUB_READS.interestDues}
        items={`${T}.dues_items`}
        label={`${T}.tabs.interest`}
        toRows={(rows) => rows}
        columns={columns}
      />
      <ClubChangeDialog
        row={open}
        title={`${T}.interest.confirm_title`}
        confirmLabel={`${T}.interest.apply`}
        summary={(d) => interestSummary(d, translate)}
        send={(d, remarks, key) => applyClubInterest({ dueId: d.id, remarks }, key)}
        done={(d) => translate(`${T}.interest.done`, { period: d.period, member: who(d) })}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

const VIEWS: Record<TabName, () => React.ReactElement> = {
  members: () => <Members withdraw={false} />,
  collections: () => <Collections />,
  networth: () => <Networth />,
  cashback: () => <Cashback />,
  withdraw: () => <Members withdraw />,
  interest: () => <Interest />,
};

/**
 * /tp-club (spec §2.3 Other; issue 46 item 4): the club in six tabs — consumer details, collections (by day and type),
 * networth, the cashback checker, force withdrawal (raised here, approved by a second person in the approvals inbox)
 * and missing interest applications (each applied once).
 */
export default function TpClubPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('members');
  return (
    <PageFrame title={`${T}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => setTab(v)}
        aria-label={translate(`${T}.tabs_label`)}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`${T}.tabs.${t}`)} id={`club-tab-${t}`} aria-controls="club-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="club-panel" aria-labelledby={`club-tab-${tab}`}>
        {VIEWS[tab]()}
      </Box>
    </PageFrame>
  );
}
