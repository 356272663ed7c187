import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { DataTable, useGetList, useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { status, text, time } from '../cells';
import { ServiceRequestDialog } from '../loans/ServiceRequestDialog';
import { UpdateServiceRequest } from './ServiceRequestActions';

const L = 'merchant360Loans';
const ALL = '';

/**
 * Card-swipe device service requests (spec §7.4 bharat-swipe/crm/service/request: the list by merchant_id, one store
 * at a time or all; the details by id), beside the devices, invoices and returns of the Stores tab.
 */
export default function ServiceRequestsTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const [storeId, setStoreId] = useState(ALL);
  const [open, setOpen] = useState<string | null>(null);
  const stores = useGetList('m360-stores', {
    filter: { merchantId: entityId },
    pagination: { page: 1, perPage: 100 },
  });
  const filter = storeId ? { merchant_id: entityId, storeId } : { merchant_id: entityId };
  return (
    <Section
      title={`${L}.service_requests_section`}
      actions={
        <TextField
          select
          size="small"
          label={translate(`${L}.store`)}
          value={storeId}
          onChange={(e) => setStoreId(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{translate(`${L}.all_stores`)}</MenuItem>
          {(stores.data ?? []).map((s) => (
            <MenuItem key={String(s.storeId)} value={String(s.storeId)}>
              {`${String(s.storeId)} · ${String(s.name)}`}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <EntityListTab
        resource="m360-service-requests"
        filter={filter}
        empty={`${L}.empty.record`}
        label={`${L}.service_requests_section`}
      >
        <DataTable.Col source="requestId" label={`${L}.f.request_id`} />
        <DataTable.Col source="storeId" label={`${L}.f.store_id`} />
        <DataTable.Col label={`${L}.f.device_serial`} render={text('deviceSerial')} />
        <DataTable.Col label={`${L}.f.type`} render={text('type')} />
        <DataTable.Col label={`${L}.f.status`} render={status()} />
        <DataTable.Col label={`${L}.f.description`} render={text('description')} />
        <DataTable.Col label={`${L}.f.created_at`} render={time('createdAt')} />
        <DataTable.Col label={`${L}.f.updated_at`} render={time('updatedAt')} />
        <DataTable.Col
          label={`${L}.f.actions`}
          render={(r) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                aria-label={translate(`${L}.view_label`, { id: String(r.requestId) })}
                onClick={() => setOpen(String(r.requestId))}
              >
                {translate(`${L}.view`)}
              </Button>
              <UpdateServiceRequest
                key={`${String(r.requestId)}-${String(r.status)}`}
                merchantId={entityId}
                request={r}
              />
            </Stack>
          )}
        />
      </EntityListTab>
      <ServiceRequestDialog merchantId={entityId} requestId={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
