import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { EntityListTab } from '../../../common/entity-360';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { formatDateTime } from '../../../format';
import { detailsText } from '../../devices/timeline-text';

/**
 * A device's lifecycle timeline on the Stores & Devices tab (issue 44 item 1): the same moves /swipe shows, oldest
 * first, read from the merchant's own call (`m360-device-events`), in a dialog.
 */
export function DeviceTimelineButton({ merchantId, serial }: { merchantId: string; serial: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const state = (s: unknown) => translate(`devices.states.${String(s)}`);
  const titleId = `device-timeline-${serial}`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={translate('devices.timeline_of', { serial })}>
        {translate('devices.timeline')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <ClosableDialogTitle id={titleId} onClose={() => setOpen(false)}>
          {translate('devices.timeline_of', { serial })}
        </ClosableDialogTitle>
        <DialogContent>
          {open && (
            <EntityListTab
              resource="m360-device-events"
              filter={{ merchantId, deviceSerial: serial }}
              pagination={false}
              empty="devices.no_events"
              label="devices.timeline"
            >
              <DataTable.Col label="devices.f.at" render={(e: RaRecord) => formatDateTime(Number(e.at))} />
              <DataTable.Col
                label="devices.f.move"
                render={(e: RaRecord) => (e.from === e.to ? state(e.to) : `${state(e.from)} → ${state(e.to)}`)}
              />
              <DataTable.Col source="actor" label="devices.f.by" />
              <DataTable.Col
                label="devices.f.details"
                render={(e: RaRecord) => detailsText(e.details as Record<string, unknown>, translate)}
              />
            </EntityListTab>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('devices.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
