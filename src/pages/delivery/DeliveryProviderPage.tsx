import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { listPartners, type DeliveryPartner } from '../../../dataProviders/delivery/delivery';
import type { TableColumn } from '../../common/ColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { ManagedTable } from './ManagedTable';
import { PARTNERS_KEY, PartnerDialog } from './PartnerDialog';
import { PincodeCheck } from './PincodeCheck';
import { PincodeUploadDialog } from './PincodeUploadDialog';

const T = 'delivery.partners';
const COLUMNS: readonly TableColumn<DeliveryPartner>[] = [
  { label: `${T}.field.code`, render: (p) => p.code },
  { label: `${T}.field.name`, render: (p) => p.name },
  { label: `${T}.field.contact`, render: (p) => p.contact },
  { label: `${T}.field.active`, render: (p) => <StatusChip status={p.active ? 'ACTIVE' : 'INACTIVE'} /> },
  { label: `${T}.field.pincodes`, render: (p) => p.pincodes.toLocaleString('en-IN') },
  { label: `${T}.field.updated`, render: (p) => formatDateTime(p.updatedAt) },
];

/**
 * /delivery-provider (spec §2.3 Delivery; issue 44 item 4): the courier partners with how many pincodes each serves;
 * add, edit or deactivate one and upload its pincode file (with CAN_MANAGE_DELIVERY_PARTNERS); check a pincode.
 */
export default function DeliveryProviderPage() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: PARTNERS_KEY, queryFn: ({ signal }) => listPartners(signal) });
  const { canAccess: canManage } = useCanAccess({ resource: 'delivery-provider.manage', action: 'access' });
  const [editing, setEditing] = useState<DeliveryPartner | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState<DeliveryPartner | null>(null);
  const actions: TableColumn<DeliveryPartner> = {
    label: `${T}.field.actions`,
    render: (p) => (
      <>
        <Button size="small" onClick={() => setEditing(p)} aria-label={translate(`${T}.edit`, { code: p.code })}>
          {translate('ra.action.edit')}
        </Button>
        <Button size="small" onClick={() => setUploading(p)} aria-label={translate(`${T}.upload`, { code: p.code })}>
          {translate('delivery.upload.send')}
        </Button>
      </>
    ),
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('delivery.provider_title')}
      </Typography>
      <ManagedTable
        area={T}
        query={query}
        columns={canManage ? [...COLUMNS, actions] : COLUMNS}
        onAdd={canManage ? () => setAdding(true) : undefined}
      />
      <PincodeCheck />
      <PartnerDialog
        key={editing?.id ?? (adding ? 'new' : 'closed')}
        open={adding || editing !== null}
        partner={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <PincodeUploadDialog partner={uploading} onClose={() => setUploading(null)} />
    </Box>
  );
}
