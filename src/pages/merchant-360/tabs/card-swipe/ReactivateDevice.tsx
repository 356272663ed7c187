import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { reactivateDevice } from '../../../../../dataProviders/merchant-support/device-returns';
import { RemarksDialog } from '../../../../common/RemarksDialog';
import { useChangeMutation } from '../../../../common/useChangeMutation';
import { MOVE_PART } from '../../../devices/parts';

const T = 'bharatSwipe.reactivate';

/**
 * Reactivate (spec §7.4 POST bharat-swipe/crm/reactivate-device): on an INACTIVE row of an ACTIVE terminal, for those
 * who may move devices; the confirmation restates the device and asks the reason; sent once with an Idempotency-Key.
 * The server decides (a device no longer inactive is refused with its message); the inactivity and reactivation
 * lists are read again.
 */
export function ReactivateDevice({ merchantId, row }: { merchantId: string; row: RaRecord }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: MOVE_PART.swipe, action: 'access' });
  const [open, setOpen] = useState(false);
  const serial = String(row.deviceSerial);
  const run = useChangeMutation({
    call: (reason: string, key) => reactivateDevice({ merchantId, deviceSerial: serial, reason }, key),
    success: (r) => r.message,
    failure: null,
    refresh: [['m360-swipe-inactivity'], ['m360-swipe-reactivations']],
    done: () => setOpen(false),
  });
  if (!canAccess || row.state !== 'INACTIVE' || row.deviceStatus !== 'ACTIVE') return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${T}.button`, { serial })}
      </Button>
      <RemarksDialog
        open={open}
        title={`${T}.title`}
        titleArgs={{ serial }}
        confirmLabel={`${T}.confirm`}
        busy={run.isPending}
        summary={{
          subject: translate(`${T}.subject`, { serial }),
          facts: [
            [translate('bharatSwipe.month.terminal'), String(row.terminalId)],
            [translate('bharatSwipe.inactivity.idle_days'), String(row.idleDays)],
          ],
          changes: [
            {
              label: translate('bharatSwipe.inactivity.state'),
              before: translate(`${T}.inactive`),
              after: translate(`${T}.active`),
            },
          ],
          next: translate(`${T}.next`),
        }}
        onCancel={() => setOpen(false)}
        onConfirm={(reason) => run.mutate(reason.trim())}
      />
    </>
  );
}
