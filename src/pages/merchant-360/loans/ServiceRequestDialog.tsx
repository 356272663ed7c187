import { Dialog, DialogContent, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { formatDateTime } from '../../../format';
import { Field } from '../Field';
import { StatusText } from '../StatusText';
import { useMerchantRead } from '../useMerchant';
import { QueryState } from '../../../common/QueryState';

const L = 'merchant360Loans';

interface ServiceRequest {
  requestId: string;
  storeId: string;
  deviceSerial: string | null;
  product: string;
  type: string;
  status: string;
  description: string | null;
  resolution: string | null;
  createdAt: number;
  updatedAt: number;
}

function RequestDetails({ merchantId, requestId }: { merchantId: string; requestId: string }) {
  const read = useMerchantRead<ServiceRequest>(merchantId, 'serviceRequest', { requestId });
  return (
    <QueryState query={read} emptyMessage={`${L}.empty.record`}>
      {(r) => (
        <Grid container spacing={2}>
          <Field label={`${L}.f.request_id`} value={r.requestId} />
          <Field label={`${L}.f.status`}>
            <StatusText value={r.status} />
          </Field>
          <Field label={`${L}.f.type`} value={r.type} />
          <Field label={`${L}.f.store_id`} value={r.storeId} />
          <Field label={`${L}.f.device_serial`} value={r.deviceSerial} />
          <Field label={`${L}.f.product`} value={r.product} />
          <Field label={`${L}.f.description`} value={r.description} />
          <Field label={`${L}.f.resolution`} value={r.resolution} />
          <Field label={`${L}.f.created_at`} value={formatDateTime(r.createdAt, 'seconds')} />
          <Field label={`${L}.f.updated_at`} value={formatDateTime(r.updatedAt, 'seconds')} />
        </Grid>
      )}
    </QueryState>
  );
}

/** One service request's details (spec §7.4 bharat-swipe/crm/service/request, details by id). */
export function ServiceRequestDialog({
  merchantId,
  requestId,
  onClose,
}: {
  merchantId: string;
  requestId: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={requestId !== null} onClose={onClose} aria-labelledby="m360-service-request-title" fullWidth>
      <ClosableDialogTitle id="m360-service-request-title" onClose={onClose}>
        {translate(`${L}.request_title`, { id: requestId ?? '' })}
      </ClosableDialogTitle>
      <DialogContent>{requestId && <RequestDetails merchantId={merchantId} requestId={requestId} />}</DialogContent>
    </Dialog>
  );
}
