import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { DeviceMove } from '../../../contract/devices/lifecycle';
import { getDevice } from '../../../dataProviders/merchant-support/devices';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { QueryState } from '../../common/QueryState';
import { formatDateTime, formatInr } from '../../format';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { DeviceTimeline } from './DeviceTimeline';
import { MOVE_PART } from './parts';
import { holderOf } from './move-form';
import { MoveDialog } from './MoveDialog';
import { RepairDialog } from './RepairDialog';

export const DEVICE_QUERY = 'device';
const T = 'devices';

/**
 * One device: where it is and with whom, its timeline, and a button for each move its state allows (the lifecycle
 * table, as the server answers it), shown to those who may move devices; each opens the move's confirmation.
 */
export function DeviceDialog({
  serial,
  page,
  onClose,
}: {
  serial: string;
  page: 'swipe' | 'speaker';
  onClose(): void;
}) {
  const translate = useTranslate();
  const { canAccess: canMove } = useCanAccess({ resource: MOVE_PART[page], action: 'access' });
  const query = useQuery({ queryKey: [DEVICE_QUERY, serial], queryFn: ({ signal }) => getDevice(serial, signal) });
  const [moving, setMoving] = useState<DeviceMove | null>(null);
  const state = (s: string) => translate(`${T}.states.${s}`);
  return (
    <>
      <Dialog open={moving === null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="device-title">
        <ClosableDialogTitle id="device-title" onClose={onClose}>
          {translate(`${T}.detail_title`, { serial })}
        </ClosableDialogTitle>
        <DialogContent>
          <QueryState query={query} failed={`${T}.load_failed`}>
            {({ device: d, events, moves }) => (
              <>
                <FieldGrid
                  rows={[
                    { label: `${T}.f.serial`, value: d.deviceSerial },
                    { label: `${T}.f.model`, value: `${translate(`${T}.kinds.${d.kind}`)} · ${d.model}` },
                    { label: `${T}.f.status`, value: state(d.status) },
                    { label: `${T}.f.holder`, value: holderOf(d, translate) },
                    { label: `${T}.f.terminal`, value: d.terminalId || '—' },
                    { label: `${T}.f.warehouse`, value: d.warehouseId },
                    { label: `${T}.f.courier`, value: d.courier ? `${d.courier} · ${d.awb ?? ''}` : '—' },
                    { label: `${T}.f.rental`, value: formatInr(d.monthlyRental) },
                    { label: `${T}.f.changed`, value: d.stateChangedAt ? formatDateTime(d.stateChangedAt) : '—' },
                  ]}
                />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  {translate(`${T}.timeline`)}
                </Typography>
                <DeviceTimeline events={events} label={`${T}.timeline`} />
                {canMove && (
                  <>
                    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                      {translate(`${T}.moves`)}
                    </Typography>
                    {moves.length === 0 ? (
                      <Typography variant="body2">{translate(`${T}.no_moves`, { state: state(d.status) })}</Typography>
                    ) : (
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {moves.map((m) => (
                          <Button key={m.to} variant="outlined" onClick={() => setMoving(m)}>
                            {translate(`${T}.move_to`, { state: state(m.to) })}
                          </Button>
                        ))}
                      </Stack>
                    )}
                  </>
                )}
              </>
            )}
          </QueryState>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
        </DialogActions>
      </Dialog>
      {query.data && moving && moving.to === 'REPAIR' && (
        <RepairDialog device={query.data.device} onClose={() => setMoving(null)} />
      )}
      {query.data && moving && moving.to !== 'REPAIR' && (
        <MoveDialog device={query.data.device} move={moving} onClose={() => setMoving(null)} />
      )}
    </>
  );
}
