import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_KINDS, type DeviceKind } from '../../../contract/devices/lifecycle';
import { DELIVERY_DEVICE_STATES } from '../../../contract/devices/onboarding';
import { listPartners } from '../../../dataProviders/delivery/delivery';
import {
  listShipments,
  type Shipment,
  type ShipmentFilters,
} from '../../../dataProviders/merchant-support/device-onboarding';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSearch, FilterSelect } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { AssignDialog, DeliverDialog } from './AssignDialogs';
import { ASSIGN_PART } from './index';

const T = 'devices.onboarding';

/**
 * /delivery/courier-assignment (issue 44 item 3): allocated devices waiting to ship, shipped and delivered ones, by
 * product, state, courier and SLA breached; an ALLOCATED device gets a courier and an AWB (SHIPPED), a SHIPPED one is
 * marked DELIVERED. Every move is the lifecycle's, on the server.
 */
export default function CourierAssignmentPage() {
  const translate = useTranslate();
  const { canAccess: canAssign } = useCanAccess({ resource: ASSIGN_PART, action: 'access' });
  const partners = useQuery({ queryKey: ['delivery-partners'], queryFn: ({ signal }) => listPartners(signal) });
  const list = useFilteredPages<ShipmentFilters, { content: Shipment[]; totalElements: number }>(
    'shipments',
    listShipments,
    20,
    { kind: 'SWIPE', state: 'ALLOCATED' },
  );
  const [draft, setDraft] = useState<ShipmentFilters>({ kind: 'SWIPE', state: 'ALLOCATED' });
  const [open, setOpen] = useState<{ shipment: Shipment; act: 'ship' | 'deliver' } | null>(null);
  const action = (s: Shipment) => {
    if (!canAssign || (s.status !== 'ALLOCATED' && s.status !== 'SHIPPED')) return '—';
    const act = s.status === 'ALLOCATED' ? 'ship' : 'deliver';
    const text = translate(`${T}.${act === 'ship' ? 'assign' : 'deliver'}`);
    return (
      <Button
        size="small"
        variant="outlined"
        aria-label={`${text} ${s.deviceSerial}`}
        onClick={() => setOpen({ shipment: s, act })}
      >
        {text}
      </Button>
    );
  };
  const columns: readonly TableColumn<Shipment>[] = [
    { label: `${T}.f.serial`, render: (s) => s.deviceSerial },
    { label: `${T}.f.model`, render: (s) => s.model },
    { label: `${T}.f.state`, render: (s) => <StatusChip status={s.status} /> },
    { label: `${T}.f.merchant`, render: (s) => s.merchantId },
    { label: `${T}.f.store`, render: (s) => s.storeName ?? s.storeId },
    { label: `${T}.f.pincode`, render: (s) => s.pincode ?? '—' },
    { label: `${T}.f.allocated`, render: (s) => formatDateTime(s.allocatedAt) },
    { label: `${T}.f.courier`, render: (s) => s.courier ?? '—' },
    { label: `${T}.f.awb`, render: (s) => s.awb ?? '—' },
    { label: `${T}.f.shipped`, render: (s) => (s.shippedAt ? formatDateTime(s.shippedAt) : '—') },
    {
      label: `${T}.f.sla`,
      render: (s) =>
        s.slaDays === null ? '—' : translate(`${T}.${s.slaBreached ? 'breached' : 'within_sla'}`) + ` (${s.slaDays} d)`,
    },
    { label: `${T}.f.actions`, render: action },
  ];
  return (
    <>
      <Title title={translate(`${T}.assign_title`)} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`${T}.assign_title`)}
      </Typography>
      <FilterForm
        label={`${T}.filters`}
        apply="devices.apply"
        onSubmit={() => list.apply({ ...draft, serial: draft.serial?.trim().toUpperCase() })}
      >
        <FilterSearch
          label={`${T}.f.serial`}
          hint={`${T}.serial_hint`}
          value={draft.serial ?? ''}
          maxLength={30}
          onChange={(serial) => setDraft((d) => ({ ...d, serial }))}
        />
        <FilterSelect
          label={translate(`${T}.f.kind`)}
          any={`${T}.any`}
          value={draft.kind}
          options={DEVICE_KINDS.map((k) => ({ value: k, label: translate(`devices.kinds.${k}`) }))}
          onChange={(kind) => setDraft((d) => ({ ...d, kind: (kind || 'SWIPE') as DeviceKind }))}
        />
        <FilterSelect
          label={translate(`${T}.f.state`)}
          any={`${T}.any`}
          value={draft.state ?? ''}
          options={DELIVERY_DEVICE_STATES.map((s) => ({ value: s, label: translate(`devices.states.${s}`) }))}
          onChange={(state) => setDraft((d) => ({ ...d, state: state as ShipmentFilters['state'] }))}
        />
        <FilterSelect
          label={translate(`${T}.f.courier`)}
          any={`${T}.any`}
          value={draft.courier ?? ''}
          options={(partners.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
          onChange={(courier) => setDraft((d) => ({ ...d, courier }))}
        />
        <FilterSelect
          label={translate(`${T}.f.sla_breached`)}
          any={`${T}.any`}
          value={draft.slaBreached ?? ''}
          options={[
            { value: 'true', label: translate(`${T}.breached`) },
            { value: 'false', label: translate(`${T}.within_sla`) },
          ]}
          onChange={(v) => setDraft((d) => ({ ...d, slaBreached: v as ShipmentFilters['slaBreached'] }))}
        />
      </FilterForm>
      <PagedColumnTable list={list} label={`${T}.assign_title`} items={`${T}.items`} columns={columns} />
      {open?.act === 'ship' && <AssignDialog shipment={open.shipment} onClose={() => setOpen(null)} />}
      {open?.act === 'deliver' && <DeliverDialog shipment={open.shipment} onClose={() => setOpen(null)} />}
    </>
  );
}
