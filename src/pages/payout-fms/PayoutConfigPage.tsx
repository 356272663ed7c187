import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, FormControlLabel, Stack, Switch, TextField, Tooltip } from '@mui/material';
import { configPart } from './parts';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { changedChannelFields, channelOrderOk, type ChannelValues } from '../../../contract/payout-fms/rules';
import {
  decideFms,
  payoutChannels,
  raiseChannelChange,
  type PayoutChannel,
} from '../../../dataProviders/payouts/payout-fms';
import { ScrollRegion } from '../../common/ScrollRegion';
import { DecideButtons } from '../../common/DecideButtons';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { AmountField } from '../../common/RequiredField';
import { validAmount } from '../../common/amount-input';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../format';
import { channelChangeSummary } from './summaries';

const S = 'payoutFms';
const C = `${S}.config`;
/** The channel fields' labels, shared with the approvals inbox (a prefix, not a key). */
const F = ['pages', 'approvals', 'fms_fields'].join('.');
const KEY = ['payout-config'] as const;
const REFRESH = [KEY, ['approval-requests']] as const;

/** A maker's change of one channel: every value editable, the changed ones restated old → new with remarks. */
function ChangeDialog({ channel, onClose }: { channel: PayoutChannel; onClose(): void }) {
  const translate = useTranslate();
  const [provider, setProvider] = useState(channel.provider);
  const [min, setMin] = useState(String(channel.minPerTxn));
  const [max, setMax] = useState(String(channel.maxPerTxn));
  const [daily, setDaily] = useState(String(channel.dailyLimit));
  const [enabled, setEnabled] = useState(channel.enabled);
  const values = [validAmount(min)?.value, validAmount(max)?.value, validAmount(daily)?.value];
  const after: ChannelValues | null =
    values.every((v) => v !== undefined) && provider.trim()
      ? { provider: provider.trim(), minPerTxn: values[0]!, maxPerTxn: values[1]!, dailyLimit: values[2]!, enabled }
      : null;
  const ordered = after !== null && channelOrderOk(after);
  const complete = ordered && changedChannelFields(channel, after).length > 0;
  const raise = useChangeMutation({
    call: (remarks: string, key) => raiseChannelChange(channel.channel, { ...after!, remarks: remarks.trim() }, key),
    success: ({ message, data }) => `${message} #${data.id}`,
    failure: `${S}.failed`,
    refresh: REFRESH,
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${C}.change_title`}
      titleArgs={{ channel: channel.channel }}
      confirmLabel={`${C}.raise`}
      complete={complete}
      busy={raise.isPending}
      summary={
        complete
          ? channelChangeSummary(translate, { channel: channel.channel, before: channel, after, decision: null })
          : undefined
      }
      onCancel={onClose}
      onConfirm={(remarks) => raise.mutate(remarks)}
    >
      <Stack spacing={2} sx={{ mt: 1, mb: 2 }}>
        <TextField
          required
          size="small"
          label={translate(`${F}.provider`)}
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <AmountField label={`${F}.minPerTxn`} value={min} onChange={(e) => setMin(e.target.value)} />
        <AmountField
          label={`${F}.maxPerTxn`}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          problem={after && !ordered ? translate(`${C}.order`) : null}
        />
        <AmountField label={`${F}.dailyLimit`} value={daily} onChange={(e) => setDaily(e.target.value)} />
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={translate(`${F}.enabled`)}
        />
      </Stack>
    </RemarksDialog>
  );
}

/**
 * /payout/config (spec §2.3; issue 45 item 4): the payout channels (IMPS, NEFT, RTGS, UPI) with provider,
 * per-transaction minimum and maximum, daily limit and on/off; every change is raised by a maker and applied only
 * when a second person approves it (here or in Approvals), the checker seeing old → new.
 */
export default function PayoutConfigPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: mayRaise } = useCanAccess({ resource: configPart('raise'), action: 'access' });
  const { canAccess: mayDecide } = useCanAccess({ resource: configPart('decide'), action: 'access' });
  const [changing, setChanging] = useState<PayoutChannel | null>(null);
  const [deciding, setDeciding] = useState<{ c: PayoutChannel; isApproved: boolean } | null>(null);
  const query = useQuery({ queryKey: [...KEY, 'channels'], queryFn: ({ signal }) => payoutChannels(signal) });
  const decide = useChangeMutation({
    call: (d: { id: number; isApproved: boolean; remarks: string }, key) => decideFms('PAYOUT_CONFIG_CHANGE', d, key),
    success: ({ data }) => translate(data.status === 'APPROVED' ? `${C}.approved` : `${C}.rejected`, { id: data.id }),
    failure: `${S}.failed`,
    refresh: REFRESH,
    done: () => setDeciding(null),
  });
  const columns: TableColumn<PayoutChannel>[] = [
    { label: `${F}.channel`, render: (c) => c.channel },
    { label: `${F}.provider`, render: (c) => c.provider },
    { label: `${F}.minPerTxn`, render: (c) => formatInr(c.minPerTxn) },
    { label: `${F}.maxPerTxn`, render: (c) => formatInr(c.maxPerTxn) },
    { label: `${F}.dailyLimit`, render: (c) => formatInr(c.dailyLimit) },
    { label: `${F}.enabled`, render: (c) => translate(c.enabled ? `${C}.on` : `${C}.off`) },
    { label: `${C}.updated`, render: (c) => `${formatDateTime(c.updatedAt)} · ${c.updatedBy ?? ''}` },
    {
      label: `${C}.actions`,
      render: (c) => {
        if (!c.pending)
          return (
            <Tooltip title={mayRaise ? '' : translate(`${S}.no_raise`)}>
              <span>
                <Button
                  size="small"
                  disabled={!mayRaise}
                  onClick={() => setChanging(c)}
                  aria-label={translate(`${C}.change_one`, { channel: c.channel })}
                >
                  {translate(`${C}.change`)}
                </Button>
              </span>
            </Tooltip>
          );
        const why =
          c.pending.makerEmail === identity?.email
            ? translate(`${S}.own_request`)
            : mayDecide
              ? ''
              : translate(`${S}.no_decide`);
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{translate(`${C}.pending`, { id: c.pending.requestId, email: c.pending.makerEmail })}</span>
            <DecideButtons
              why={why}
              onDecide={(isApproved) => setDeciding({ c, isApproved })}
              labels={{ approve: `${S}.approve`, reject: `${S}.reject` }}
              names={{
                approve: translate(`${C}.approve_one`, { channel: c.channel }),
                reject: translate(`${C}.reject_one`, { channel: c.channel }),
              }}
            />
          </Stack>
        );
      },
    },
  ];
  return (
    <PageFrame title={`${C}.title`}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${C}.items`}>
        {(channels) => (
          <ScrollRegion>
            <ColumnTable label={`${C}.list_label`} rows={channels} columns={columns} />
          </ScrollRegion>
        )}
      </QueryState>
      {changing && <ChangeDialog channel={changing} onClose={() => setChanging(null)} />}
      {deciding?.c.pending && (
        <RemarksDialog
          open
          title={deciding.isApproved ? `${S}.approve_title` : `${S}.reject_title`}
          confirmLabel={deciding.isApproved ? `${S}.approve` : `${S}.reject`}
          busy={decide.isPending}
          summary={channelChangeSummary(translate, {
            channel: deciding.c.channel,
            before: deciding.c,
            after: deciding.c.pending.proposed,
            decision: {
              id: deciding.c.pending.requestId,
              isApproved: deciding.isApproved,
              makerEmail: deciding.c.pending.makerEmail,
            },
          })}
          onCancel={() => setDeciding(null)}
          onConfirm={(remarks) =>
            decide.mutate({
              id: deciding.c.pending!.requestId,
              isApproved: deciding.isApproved,
              remarks: remarks.trim(),
            })
          }
        />
      )}
    </PageFrame>
  );
}
