import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { ActionButton } from '../ActionButton';
import { Section } from '../Field';
import { orNotAvailable } from '../../../format';
import { money, status, text, time } from '../cells';
import { CHANGE_PART } from '../index';
import { useMerchantAction } from '../useMerchantAction';
import { RaiseServiceRequest } from './ServiceRequestActions';
import { DeviceTimelineButton } from './DeviceTimelineButton';

function ReturnDevice({ merchantId, device }: { merchantId: string; device: Record<string, unknown> }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'stores');
  const [reason, setReason] = useState('');
  return (
    <ActionButton
      label="merchant360.return_device"
      part={CHANGE_PART}
      unavailable={device.status !== 'ACTIVE' ? 'merchant360.why_device_not_active' : null}
      confirm="merchant360.return_device_confirm"
      confirmArgs={{ serial: device.deviceSerial }}
      canSubmit={reason.trim().length >= 3}
      busy={busy}
      form={
        <TextField
          fullWidth
          size="small"
          label={translate('merchant360.f.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      }
      onConfirm={async () =>
        (await run('returnDevice', { deviceSerial: device.deviceSerial, reason }, { product: device.product })).ok
      }
    />
  );
}

/** Stores with their terminals, and the card-swipe devices per product with their return and service requests (§7.4). */
export default function StoresTab() {
  const { entityId } = useEntity360();
  const filter = { merchantId: entityId };
  return (
    <>
      <Section title="merchant360.stores_section">
        <EntityListTab
          resource="m360-stores"
          filter={filter}
          pagination={false}
          empty="merchant360.empty_stores"
          label="merchant360.stores_section"
        >
          <DataTable.Col source="storeId" label="merchant360.f.store_id" />
          <DataTable.Col source="name" label="merchant360.f.name" />
          <DataTable.Col label="merchant360.f.address" render={text('address')} />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col
            label="merchant360.f.terminals"
            render={(r) =>
              orNotAvailable(((r.terminals as RaRecord[] | undefined) ?? []).map((t) => String(t.terminalId)))
            }
          />
        </EntityListTab>
      </Section>
      {(['bharat', 'android'] as const).map((product) => (
        <Section key={product} title={`merchant360.devices_${product}`}>
          <EntityListTab
            resource={`m360-devices-${product}`}
            filter={filter}
            pagination={false}
            empty="merchant360.empty_devices"
            label={`merchant360.devices_${product}`}
          >
            <DataTable.Col source="deviceSerial" label="merchant360.f.device_serial" />
            <DataTable.Col source="terminalId" label="merchant360.f.terminal_id" />
            <DataTable.Col source="model" label="merchant360.f.model" />
            <DataTable.Col label="merchant360.f.status" render={status()} />
            <DataTable.Col label="merchant360.f.rental" render={money('monthlyRental')} />
            <DataTable.Col label="merchant360.f.assigned_at" render={time('assignedAt')} />
            <DataTable.Col
              label="merchant360.f.actions"
              render={(r) => (
                <Stack direction="row" spacing={1}>
                  <ReturnDevice merchantId={entityId} device={r} />
                  <RaiseServiceRequest merchantId={entityId} device={r} />
                  <DeviceTimelineButton merchantId={entityId} serial={String(r.deviceSerial)} />
                </Stack>
              )}
            />
          </EntityListTab>
        </Section>
      ))}
    </>
  );
}
