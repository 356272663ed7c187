import { useState } from 'react';
import { List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { nextDeliveryStates, type CardDeliveryState } from '../../../contract/delivery/rules';
import { getCardDelivery, moveCardDelivery, type CardDelivery } from '../../../dataProviders/delivery/delivery';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { moveSummary } from './summaries';

const T = 'delivery.cards';
export const DELIVERIES_KEY = ['card-deliveries'] as const;

/**
 * Move one card delivery on: the next states it may take (contract/delivery/rules.ts), the AWB when dispatching,
 * remarks; the move restated (state before → after), its timeline so far, then sent once with an Idempotency-Key on
 * the version read (a move by someone else first is refused by the server, naming both states).
 */
export function MoveDeliveryDialog({ delivery, onClose }: { delivery: CardDelivery | null; onClose(): void }) {
  const translate = useTranslate();
  // Mounted afresh for each delivery (the page keys it): a single next state is chosen already.
  const [to, setTo] = useState<CardDeliveryState | ''>(() => {
    const next = delivery ? nextDeliveryStates(delivery.status) : [];
    return next.length === 1 ? next[0]! : '';
  });
  const [awb, setAwb] = useState(delivery?.awb ?? '');
  const detail = useQuery({
    queryKey: [...DELIVERIES_KEY, 'one', delivery?.id],
    queryFn: ({ signal }) => getCardDelivery(delivery!.id, signal),
    enabled: delivery !== null,
  });
  const move = useChangeMutation({
    call: ({ d, remarks }: { d: CardDelivery; remarks: string }, key) =>
      moveCardDelivery(
        d.id,
        {
          to: to as CardDeliveryState,
          version: d.version,
          ...(to === 'DISPATCHED' && { awb: awb.trim() }),
          remarks: remarks.trim(),
        },
        key,
      ),
    success: (d) =>
      translate(`${T}.moved`, { reference: d.reference, status: translate(`delivery.status.${d.status}`) }),
    failure: null,
    refresh: [DELIVERIES_KEY],
    done: onClose,
  });
  const next = delivery ? nextDeliveryStates(delivery.status) : [];
  const needsAwb = to === 'DISPATCHED' && !/^[A-Za-z0-9-]{6,30}$/.test(awb.trim());
  return (
    <RemarksDialog
      open={delivery !== null}
      title={`${T}.move_title`}
      titleArgs={{ reference: delivery?.reference ?? '' }}
      confirmLabel={`${T}.to`}
      busy={move.isPending}
      complete={to !== '' && !needsAwb}
      summary={delivery ? moveSummary(translate, delivery, to, awb) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => delivery && move.mutate({ d: delivery, remarks })}
    >
      <Stack spacing={2}>
        <TextField
          select
          required
          label={translate(`${T}.to`)}
          value={to}
          onChange={(e) => setTo(e.target.value as CardDeliveryState)}
        >
          {next.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`delivery.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {to === 'DISPATCHED' && (
          <TextField
            required
            label={translate(`${T}.awb`)}
            value={awb}
            onChange={(e) => setAwb(e.target.value)}
            helperText={translate(`${T}.awb_hint`)}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        )}
        {detail.data && (
          <section aria-label={translate(`${T}.timeline`)}>
            <Typography variant="subtitle2" component="h3">
              {translate(`${T}.timeline`)}
            </Typography>
            <List dense disablePadding>
              {detail.data.timeline.map((e, i) => (
                <ListItem key={i} disableGutters>
                  {translate(`${T}.timeline_row`, {
                    from: e.from ? translate(`delivery.status.${e.from}`) : '—',
                    to: translate(`delivery.status.${e.to}`),
                    actor: e.actor,
                    at: formatDateTime(e.at),
                  })}
                  {e.remarks ? ` — ${e.remarks}` : ''}
                </ListItem>
              ))}
            </List>
          </section>
        )}
      </Stack>
    </RemarksDialog>
  );
}
