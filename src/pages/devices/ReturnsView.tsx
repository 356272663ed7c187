import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import { getDevice } from '../../../dataProviders/merchant-support/devices';
import {
  getReturnStatus,
  replaceSpeaker,
  type ReturnDevice,
} from '../../../dataProviders/merchant-support/device-returns';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSearch } from '../../common/FilterForm';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { ScrollRegion } from '../../common/ScrollRegion';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { DeviceDialog } from './DeviceDialog';
import { MOVE_PART } from './parts';
import { replacementReady, replacementSummary } from './repair-form';
import { ReturnDetailsDialog } from './ReturnDetailsDialog';
import { RETURNS_REFRESH } from './returns-keys';
import type { SubPageProps } from './sub-pages';

const T = 'devices';
const SERIAL = /^[A-Z0-9]{4,30}$/;
const RETURNS_QUERY = 'device-returns';

/** One speaker read by its serial as it is typed (once it looks like a serial). */
function useSpeaker(serial: string) {
  const s = serial.trim().toUpperCase();
  return useQuery({
    queryKey: ['device', s],
    queryFn: ({ signal }) => getDevice(s, signal),
    enabled: SERIAL.test(s),
    retry: false,
  });
}

/**
 * A speaker replacement: the merchant's ACTIVE speaker and an IN_STOCK one, both read by serial, restated (each
 * from → to, the store they serve) and sent once with an Idempotency-Key at the versions read: one transaction.
 */
function ReplaceDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [oldSerial, setOld] = useState('');
  const [newSerial, setNew] = useState('');
  const [reason, setReason] = useState('');
  const old = useSpeaker(oldSerial).data?.device;
  const next = useSpeaker(newSerial).data?.device;
  const ready = replacementReady(old, next, reason);
  const run = useChangeMutation({
    call: (_: void, key) =>
      replaceSpeaker(
        {
          returnSerial: old!.deviceSerial,
          returnVersion: old!.version,
          newSerial: next!.deviceSerial,
          newVersion: next!.version,
          reason: reason.trim(),
        },
        key,
      ),
    success: (r) => r.message,
    failure: null,
    refresh: [['device'], ['devices-SPEAKER'], ['stock'], [RETURNS_QUERY], ...RETURNS_REFRESH],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${T}.replace.title`}
      confirmLabel={`${T}.replace.confirm`}
      remarks={false}
      busy={run.isPending}
      complete={ready}
      summary={ready ? replacementSummary(old!, next!, reason, translate) : undefined}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          required
          label={translate(`${T}.replace.old`)}
          helperText={
            old ? `${old.model} · ${translate(`${T}.states.${old.status}`)}` : translate(`${T}.replace.old_hint`)
          }
          value={oldSerial}
          onChange={(e) => setOld(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextField
          required
          label={translate(`${T}.replace.new`)}
          helperText={
            next ? `${next.model} · ${translate(`${T}.states.${next.status}`)}` : translate(`${T}.replace.new_hint`)
          }
          value={newSerial}
          onChange={(e) => setNew(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <RequiredField
          fullWidth
          multiline
          label={`${T}.f.reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={DEVICE_REASON_MAX}
        />
      </Stack>
    </RemarksDialog>
  );
}

/**
 * Returns (/swipe/returns, /speaker/returns): a merchant's devices on their way back (getReturnTerminalStatus, spec
 * §7.4), each opening its return's details (getReturnDeviceDetails: reason, courier and AWB, timeline), from which
 * a user who may move devices opens the device to move it on; on /speaker, a replacement (one speaker returned, another allocated, one action).
 */
export default function ReturnsView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const { canAccess: canMove } = useCanAccess({ resource: MOVE_PART[page], action: 'access' });
  const [draft, setDraft] = useState('');
  const [merchantId, setMerchantId] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const returns = useQuery({
    queryKey: [RETURNS_QUERY, merchantId],
    queryFn: ({ signal }) => getReturnStatus(merchantId, signal),
    enabled: merchantId !== '',
  });
  const columns: readonly TableColumn<ReturnDevice & { id: string }>[] = [
    {
      label: `${T}.f.serial`,
      render: (d) => (
        <Button size="small" onClick={() => setDetails(d.deviceSerial)}>
          {translate(`${T}.open_short`, { serial: d.deviceSerial })}
        </Button>
      ),
    },
    { label: `${T}.f.model`, render: (d) => `${translate(`${T}.kinds.${d.kind}`)} · ${d.model}` },
    { label: `${T}.f.status`, render: (d) => <StatusChip status={d.status} /> },
    { label: `${T}.f.reason`, render: (d) => d.returnReason ?? '—' },
    { label: `${T}.returns.requested`, render: (d) => (d.returnedAt ? formatDateTime(d.returnedAt) : '—') },
  ];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.returns.title`)}
        </Typography>
        {kind === 'SPEAKER' && canMove && (
          <Button variant="contained" onClick={() => setReplacing(true)}>
            {translate(`${T}.replace.title`)}
          </Button>
        )}
      </Stack>
      <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => setMerchantId(draft.trim())}>
        <FilterSearch
          label={`${T}.f.merchant`}
          hint={`${T}.returns.merchant_hint`}
          value={draft}
          maxLength={10}
          numeric
          onChange={setDraft}
        />
      </FilterForm>
      {merchantId === '' ? (
        <Typography variant="body2">{translate(`${T}.returns.pick`)}</Typography>
      ) : (
        <QueryState query={returns} isEmpty={(d: ReturnDevice[]) => d.length === 0} items={`${T}.items`}>
          {(rows) => (
            <ScrollRegion label={translate(`${T}.returns.title`)}>
              <ColumnTable
                label={`${T}.returns.title`}
                rows={rows.map((d) => ({ ...d, id: d.deviceSerial }))}
                columns={columns}
              />
            </ScrollRegion>
          )}
        </QueryState>
      )}
      {replacing && <ReplaceDialog onClose={() => setReplacing(false)} />}
      {details && (
        <ReturnDetailsDialog
          merchantId={merchantId}
          serial={details}
          onMove={
            canMove
              ? () => {
                  setDetails(null);
                  setOpen(details);
                }
              : undefined
          }
          onClose={() => setDetails(null)}
        />
      )}
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
