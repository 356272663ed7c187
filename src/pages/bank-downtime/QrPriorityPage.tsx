import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import {
  getQrPriority,
  raiseQrPriority,
  type QrAcquirer,
  type QrPriority,
} from '../../../dataProviders/crm/bank-downtime';
import { PageFrame } from '../../common/PageFrame';
import { ReorderList } from '../../common/ReorderList';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatIst } from '../../format';
import { partOf } from '../types';
import { QR_KEY } from './DowntimeFormDialog';
import { qrOrderSummary } from './downtime-form';
import { effectiveOrder } from '../../../contract/bank-downtime/rules';

const T = 'bankDowntime.qr';

/** One acquirer's row: its name and whether it is lowered now (rank in effect under the draft order). */
function AcquirerRow({ acquirer, triedAs }: { acquirer: QrAcquirer; triedAs: number }) {
  const translate = useTranslate();
  return (
    <>
      <Typography>
        {acquirer.name} ({acquirer.code})
      </Typography>
      {acquirer.down && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip
            size="small"
            color="error"
            label={
              acquirer.downUntil === null
                ? translate(`${T}.lowered_open`)
                : translate(`${T}.lowered`, { until: formatIst(acquirer.downUntil) })
            }
          />
          <Typography variant="body2">{translate(`${T}.effective_rank`, { rank: triedAs })}</Typography>
        </Stack>
      )}
    </>
  );
}

/** The order as the maker edits it: dragged or moved, announced, and sent for approval with remarks. */
function OrderEditor({ priority, canRaise }: { priority: QrPriority; canRaise: boolean }) {
  const translate = useTranslate();
  const configured = priority.acquirers.map((a) => a.bankId);
  const [draft, setDraft] = useState<{ version: number; order: number[] }>({
    version: priority.version,
    order: configured,
  });
  const order = draft.version === priority.version ? draft.order : configured;
  const [confirming, setConfirming] = useState(false);
  const byId = new Map(priority.acquirers.map((a) => [a.bankId, a]));
  const changed = order.some((id, i) => id !== configured[i]);
  const tried = new Map(
    effectiveOrder(order.map((id) => ({ bankId: id, down: byId.get(id)?.down ?? false }))).map((a) => [
      a.bankId,
      a.effectiveRank,
    ]),
  );
  const editable = canRaise && priority.pending === null;
  const raise = useChangeMutation({
    call: (remarks: string, key: string) => raiseQrPriority({ order, version: priority.version, remarks }, key),
    success: (r) => translate(`${T}.raised`, { id: r.data.id }),
    failure: `${T}.failed`,
    refresh: [QR_KEY],
    done: () => setConfirming(false),
  });
  return (
    <>
      {priority.pending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.pending`, {
            maker: priority.pending.makerEmail,
            at: formatDateTime(priority.pending.createdAt),
            order: priority.pending.bankIds.map((id, i) => `${i + 1}. ${byId.get(id)?.name ?? id}`).join(', '),
          })}
        </Alert>
      )}
      {editable && <Typography sx={{ mb: 1 }}>{translate(`${T}.drag_hint`)}</Typography>}
      <ReorderList
        items={order}
        keyOf={(id) => id}
        label={translate(`${T}.list`)}
        editable={editable}
        onChange={(next) => setDraft({ version: priority.version, order: next })}
        render={(id, index) => <AcquirerRow acquirer={byId.get(id)!} triedAs={tried.get(id) ?? index + 1} />}
        moveLabels={(id) => ({
          up: translate(`${T}.move_up`, { name: byId.get(id)?.name ?? '' }),
          down: translate(`${T}.move_down`, { name: byId.get(id)?.name ?? '' }),
        })}
        announce={(id, rank) => translate(`${T}.moved_to`, { name: byId.get(id)?.name ?? '', rank })}
        testId={(id) => `acquirer-${byId.get(id)?.code ?? id}`}
      />
      {editable && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }} alignItems="center">
          <Button variant="contained" disabled={!changed} onClick={() => setConfirming(true)}>
            {translate(`${T}.submit`)}
          </Button>
          <Button disabled={!changed} onClick={() => setDraft({ version: priority.version, order: configured })}>
            {translate(`${T}.reset`)}
          </Button>
          {!changed && <Typography variant="body2">{translate(`${T}.no_change`)}</Typography>}
        </Stack>
      )}
      <RemarksDialog
        open={confirming}
        title={`${T}.confirm_title`}
        confirmLabel={`${T}.submit`}
        busy={raise.isPending}
        summary={confirming ? qrOrderSummary(priority.acquirers, order, translate) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={(remarks) => raise.mutate(remarks)}
      />
    </>
  );
}

/**
 * /qr-priority-update (spec §2.3; issue 45 item 3): the order in which QR payments try the acquirers. A maker reorders
 * it by drag or by the move buttons (keyboard) and sends it for approval (QR_PRIORITY: a checker decides it in the
 * approvals inbox, seeing the old and new order). An acquirer whose UPI a downtime covers now shows lowered, as the
 * server computes it; it comes back when the downtime ends.
 */
export default function QrPriorityPage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({
    resource: partOf({ name: 'qr-priority-update' }, 'raise'),
    action: 'access',
  });
  const priority = useQuery({
    queryKey: QR_KEY,
    queryFn: ({ signal }) => getQrPriority(signal),
    refetchInterval: 60_000,
  });
  return (
    <PageFrame title="bankDowntime.qr_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <QueryState query={priority} isEmpty={(p) => p.acquirers.length === 0}>
        {(p) => (
          <>
            {p.updatedAt !== null && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(`${T}.last_change`, { at: formatDateTime(p.updatedAt), by: p.updatedBy ?? '' })}
              </Typography>
            )}
            <OrderEditor priority={p} canRaise={canRaise === true} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
