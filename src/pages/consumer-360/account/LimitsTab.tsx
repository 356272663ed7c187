import { Stack } from '@mui/material';
import { formatInr } from '../../../format';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { useConsumerPart } from '../useConsumer';
import { RefreshLimitCard } from '../lending/RefreshLimitCard';

type Panel = Record<
  'availableLimit' | 'usedLimit' | 'monthLimit' | 'perTransactionLimit' | 'charges' | 'yearlyLimit',
  number
>;
type SmLimit = Record<'approvedSmLimit' | 'availableSmLimit' | 'usedSmLimit' | 'plAmountBlockedOnSmUsage', number>;
const PANEL_FIELDS = [
  'availableLimit',
  'usedLimit',
  'monthLimit',
  'perTransactionLimit',
  'charges',
  'yearlyLimit',
] as const;
const SM_FIELDS = ['approvedSmLimit', 'availableSmLimit', 'usedSmLimit', 'plAmountBlockedOnSmUsage'] as const;

/** Limits (spec §2.13, §3.13): the QR (PAYMENT) and Send Money (BANK_TRANSFER) panels and the send-money limit. */
export default function LimitsTab() {
  const limits = useConsumerPart<Partial<Record<'PAYMENT' | 'BANK_TRANSFER', Panel>>>('limits');
  const sm = useConsumerPart<SmLimit>('smLimit');
  if (!limits.data) return <ReadPending query={limits} />;
  const panel = (title: string, p: Panel | undefined) => (
    <FieldGrid
      title={title}
      rows={PANEL_FIELDS.map((f) => ({ label: `consumer360.limits.${f}`, value: p ? formatInr(p[f]) : null }))}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {panel('consumer360.limits.qr', limits.data.PAYMENT)}
      {panel('consumer360.limits.send_money', limits.data.BANK_TRANSFER)}
      {sm.data ? (
        <FieldGrid
          title="consumer360.limits.loan_overview"
          rows={SM_FIELDS.map((f) => ({ label: `consumer360.limits.${f}`, value: formatInr(sm.data[f]) }))}
        />
      ) : (
        <ReadPending query={sm} />
      )}
      <RefreshLimitCard />
    </Stack>
  );
}
