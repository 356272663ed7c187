import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { GatedButton } from '../actions/GatedButton';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { listTab } from '../ListTab';
import { useLendingRead } from './calls';
import type { BankAccountRow } from './BankDetailsTab';
import { RefundExcessDialog } from './RefundExcessDialog';

/** The excess credit read (spec §7.5 excess-credit). */
export interface ExcessCredit {
  credits: number;
  debits: number;
  excess: number;
  held: number;
  refundable: number;
}

const k = 'consumerLending.excess';
const FIELDS = ['credits', 'debits', 'excess', 'held', 'refundable'] as const;

/** The excess credit with its Refund button (a payout request for at most what is refundable). */
function ExcessPanel() {
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const excess = useLendingRead<ExcessCredit>('excessCredit');
  const accounts = useLendingRead<BankAccountRow[]>('bankDetails');
  const [open, setOpen] = useState(false);
  if (!excess.data) return <ReadPending query={excess} />;
  const verified = (accounts.data ?? []).filter((a) => a.verified);
  const why =
    excess.data.refundable <= 0 ? `${k}.nothing` : accounts.data && verified.length === 0 ? `${k}.no_account` : null;
  const unavailable = why && translate(why);
  return (
    <FieldGrid
      title={`${k}.title`}
      rows={FIELDS.map((f) => ({ label: `${k}.${f}`, value: formatInr(excess.data[f]) }))}
    >
      <Stack direction="row" sx={{ mt: 1 }}>
        <GatedButton
          action="refundExcess"
          label={`${k}.refund`}
          deniedReason={`${k}.refund_denied`}
          unavailable={unavailable}
          onClick={() => setOpen(true)}
        />
      </Stack>
      {open && verified.length > 0 && (
        <RefundExcessDialog
          consumerId={consumerId}
          refundable={excess.data.refundable}
          accounts={verified}
          onClose={() => setOpen(false)}
        />
      )}
    </FieldGrid>
  );
}

const PayoutsList = listTab('payouts');

/** Payouts & Excess Credit (spec §7.5 payouts, excess-credit): the excess and its refund, then the payouts. */
export default function PayoutsTab() {
  return (
    <Stack spacing={1}>
      <ExcessPanel />
      <PayoutsList />
    </Stack>
  );
}
