import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  REPAYMENT_LINK_RULES,
  type RepaymentLinkChannel,
  type RepaymentLinkWire,
} from '../../../../contract/consumer/calls-a-rules';
import { validAmount } from '../../../common/amount-input';
import { ColumnTable } from '../../../common/ColumnTable';
import { QueryState } from '../../../common/QueryState';
import { StatusChip } from '../../../common/StatusChip';
import { AmountField } from '../../../common/RequiredField';
import { formatDateTime, formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { useConsumerAction } from '../actions/useConsumerAction';
import type { ConsumerSummary } from '../useConsumer';
import { repaymentLinkSummary } from './calls-a-summary';
import { Section } from './Section';
import { useCallsA } from './useCallsA';

const k = 'consumer360.callsA.links.';

/** The link dialog: an amount up to what is due, SMS or e-mail; restated before it is sent. */
function SendLinkDialog({ c, onClose }: { c: ConsumerSummary; onClose: () => void }) {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<RepaymentLinkChannel>('SMS');
  const send = useConsumerAction('sendRepaymentLink');
  const due = c.postPaidAccount.totalDueAmount;
  const parsed = validAmount(amount, { max: due });
  // The summary's mobile is already masked by the server.
  const to = channel === 'SMS' ? (c.mobileNumber ?? '') : (c.email ?? '');
  const channelText = translate(`${k}${channel}`, { to });
  return (
    <ConfirmDialog
      title={translate(`${k}dialog_title`)}
      effect=""
      summary={repaymentLinkSummary(
        c,
        {
          amount: parsed?.value ?? null,
          channel: channel === 'SMS' ? 'SMS' : 'e-mail',
          channelText,
          hours: REPAYMENT_LINK_RULES.expiryHours,
          minutes: REPAYMENT_LINK_RULES.cooldownMinutes,
        },
        translate,
      )}
      busy={send.isPending}
      blocked={parsed && parsed.value > 0 ? null : translate(`${k}required`)}
      onClose={onClose}
      onConfirm={() =>
        send.mutate({ consumerId: c.consumerId, amount: parsed?.value, channel }, { onSuccess: onClose })
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <AmountField
          label={`${k}amount`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          limits={{ max: due }}
        />
        <TextField
          select
          required
          label={translate(`${k}channel`)}
          value={channel}
          onChange={(e) => setChannel(e.target.value as RepaymentLinkChannel)}
        >
          <MenuItem value="SMS">{translate(`${k}SMS`, { to: c.mobileNumber ?? '' })}</MenuItem>
          <MenuItem value="EMAIL" disabled={!c.email}>
            {c.email ? translate(`${k}EMAIL`, { to: c.email }) : translate(`${k}no_email`)}
          </MenuItem>
        </TextField>
      </Stack>
    </ConfirmDialog>
  );
}

/** Repayment links (lending send/get, spec §7.5): the links sent with their state, and Send repayment link. */
export function RepaymentLinks({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const links = useCallsA<RepaymentLinkWire[]>('repaymentLinks', c.consumerId);
  const due = c.postPaidAccount.totalDueAmount;
  return (
    <Section
      id="consumer-repayment-links"
      title={`${k}title`}
      actions={
        <GatedButton
          action="sendRepaymentLink"
          label={`${k}button`}
          deniedReason={`${k}denied`}
          unavailable={due > 0 ? null : translate(`${k}nothing_due`)}
          onClick={() => setOpen(true)}
        />
      }
    >
      <QueryState query={links} items={`${k}items`} rows={3}>
        {(rows) => (
          <ColumnTable
            label={`${k}title`}
            rows={rows}
            columns={[
              { label: `${k}link_id`, render: (l) => l.linkId },
              { label: `${k}amount_col`, render: (l) => formatInr(l.amount) },
              { label: `${k}channel_col`, render: (l) => l.channel },
              { label: `${k}to`, render: (l) => l.destination },
              {
                label: `${k}state`,
                render: (l) => <StatusChip status={l.state} />,
              },
              { label: `${k}sent_by`, render: (l) => l.sentBy },
              { label: `${k}sent_at`, render: (l) => formatDateTime(l.sentAt) },
              { label: `${k}expires_at`, render: (l) => formatDateTime(l.expiresAt) },
              { label: `${k}paid_at`, render: (l) => formatDateTime(l.paidAt) },
            ]}
          />
        )}
      </QueryState>
      {open && <SendLinkDialog c={c} onClose={() => setOpen(false)} />}
    </Section>
  );
}
