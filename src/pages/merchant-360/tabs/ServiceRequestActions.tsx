import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  nextServiceStates,
  SERVICE_REQUEST_TYPES,
  type ServiceRequestState,
} from '../../../../contract/merchant/service-request-values';
import { ActionButton } from '../ActionButton';
import { CHANGE_PART } from '../index';
import { useMerchantAction } from '../useMerchantAction';
import { menuOptions } from '../../../common/menu-options';

const X = 'merchant360More';
/** A returned device gets no more service (the server refuses it too). */
const RETURNED = ['RETURN_REQUESTED', 'RETURNED'];
const MIN_TEXT = 3;

/** Raise a service request for one card-swipe device (spec §7.4 POST bharat-swipe/crm/service/request). */
export function RaiseServiceRequest({ merchantId, device }: { merchantId: string; device: Record<string, unknown> }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'stores');
  const [type, setType] = useState<string>(SERVICE_REQUEST_TYPES[0]);
  const [description, setDescription] = useState('');
  const body = {
    merchantId,
    storeId: device.storeId,
    deviceSerial: device.deviceSerial,
    product: device.product,
    type,
    description: description.trim(),
  };
  return (
    <ActionButton
      label={`${X}.raise_request`}
      part={CHANGE_PART}
      unavailable={RETURNED.includes(String(device.status)) ? `${X}.why_device_returned` : null}
      confirm={`${X}.raise_request_confirm`}
      confirmArgs={{ serial: device.deviceSerial }}
      canSubmit={description.trim().length >= MIN_TEXT}
      busy={busy}
      form={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate(`${X}.f.request_type`)}
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {SERVICE_REQUEST_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(`${X}.request_type.${t}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={translate(`${X}.f.description`)}
            helperText={translate(`${X}.description_hint`)}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Stack>
      }
      onConfirm={async () => (await run('raiseServiceRequest', body)).ok}
    />
  );
}

/** Move a service request to its next status (spec §7.4 PUT bharat-swipe/crm/service/request). */
export function UpdateServiceRequest({
  merchantId,
  request,
}: {
  merchantId: string;
  request: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'service-requests');
  const next = nextServiceStates(String(request.status));
  const [status, setStatus] = useState<ServiceRequestState | ''>(next[0] ?? '');
  const [resolution, setResolution] = useState('');
  const needsResolution = status === 'RESOLVED';
  const ready = status !== '' && (!needsResolution || resolution.trim().length >= MIN_TEXT);
  const body = {
    requestId: request.requestId,
    status,
    ...(resolution.trim() ? { resolution: resolution.trim() } : {}),
  };
  return (
    <ActionButton
      label={`${X}.update_request`}
      part={CHANGE_PART}
      unavailable={next.length === 0 ? `${X}.why_request_final` : null}
      confirm={`${X}.update_request_confirm`}
      confirmArgs={{ id: request.requestId, status: String(request.status) }}
      canSubmit={ready}
      busy={busy}
      form={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate(`${X}.f.new_status`)}
            value={status}
            onChange={(e) => setStatus(e.target.value as ServiceRequestState)}
          >
            {menuOptions(next)}
          </TextField>
          <TextField
            size="small"
            multiline
            minRows={2}
            required={needsResolution}
            label={translate(`${X}.f.resolution`)}
            helperText={translate(needsResolution ? `${X}.resolution_needed` : `${X}.resolution_hint`)}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          />
        </Stack>
      }
      onConfirm={async () => (await run('updateServiceRequest', body)).ok}
    />
  );
}
