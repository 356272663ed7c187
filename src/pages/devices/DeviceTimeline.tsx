import { useTranslate } from 'react-admin';
import type { DeviceEvent } from '../../../dataProviders/merchant-support/devices';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { formatDateTime } from '../../format';
import { detailsText } from './timeline-text';

/**
 * A device's timeline, oldest first: when, from → to, who and what the move recorded (merchant and store, courier
 * and AWB, the QC result, the reason, a transfer). Shown on /swipe, /speaker and the merchant 360's Stores & Devices.
 */
export function DeviceTimeline({ events, label }: { events: readonly DeviceEvent[]; label: string }) {
  const translate = useTranslate();
  const state = (s: string) => translate(`devices.states.${s}`);
  const columns: readonly TableColumn<DeviceEvent>[] = [
    { label: 'devices.f.at', render: (e) => formatDateTime(e.at) },
    {
      label: 'devices.f.move',
      render: (e) => (e.from === e.to ? state(e.to) : `${state(e.from)} → ${state(e.to)}`),
    },
    { label: 'devices.f.by', render: (e) => e.actor },
    { label: 'devices.f.details', render: (e) => detailsText(e.details, translate) },
  ];
  if (events.length === 0) return <>{translate('devices.no_events')}</>;
  return <ColumnTable label={label} rows={events} columns={columns} />;
}
