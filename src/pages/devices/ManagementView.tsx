import { useState } from 'react';
import { Button, MenuItem, Paper, TableContainer, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEVICE_MODELS, DEVICE_STATES } from '../../../contract/devices/lifecycle';
import {
  listDevices,
  type Device,
  type DeviceFilters,
  type DevicePage,
} from '../../../dataProviders/merchant-support/devices';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { FilterForm } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { DeviceDialog } from './DeviceDialog';
import { holderOf } from './move-form';
import type { SubPageProps } from './sub-pages';

export const DEVICES_QUERY = 'devices';
const PAGE_SIZE = 20;
const T = 'devices';

/** The filters: a serial, merchant or terminal ID; a state; a model. */
function DeviceFilterForm({ kind, onApply }: { kind: SubPageProps['kind']; onApply(f: DeviceFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<DeviceFilters>({ kind });
  return (
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply({ ...draft, q: draft.q?.trim() })}>
      <TextField
        size="small"
        label={translate(`${T}.search`)}
        helperText={translate(`${T}.search_hint`)}
        value={draft.q ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate(`${T}.f.status`)}
        value={draft.status ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as DeviceFilters['status'] }))}
      >
        <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
        {DEVICE_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`${T}.states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate(`${T}.f.model`)}
        value={draft.model ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, model: e.target.value }))}
      >
        <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
        {DEVICE_MODELS[kind].map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}

/**
 * Management (/swipe/management, /speaker/management): the product's devices, newest first, by serial, merchant or
 * terminal, state and model, paged by the server; a serial opens the device with its timeline and its legal moves.
 */
export default function ManagementView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const {
    query,
    page: at,
    pages,
    setPage,
    apply,
  } = useFilteredPages<DeviceFilters, DevicePage>(`${DEVICES_QUERY}-${kind}`, listDevices, PAGE_SIZE, { kind });
  const [open, setOpen] = useState<string | null>(null);
  const columns: readonly TableColumn<Device & { id: string }>[] = [
    {
      label: `${T}.f.serial`,
      render: (d) => (
        <Button
          size="small"
          onClick={() => setOpen(d.deviceSerial)}
          aria-label={translate(`${T}.open`, { serial: d.deviceSerial })}
        >
          {d.deviceSerial}
        </Button>
      ),
    },
    { label: `${T}.f.model`, render: (d) => d.model },
    { label: `${T}.f.status`, render: (d) => <StatusChip status={d.status} /> },
    { label: `${T}.f.holder`, render: (d) => holderOf(d, translate) },
    { label: `${T}.f.terminal`, render: (d) => d.terminalId || '—' },
    { label: `${T}.f.warehouse`, render: (d) => d.warehouseId },
    { label: `${T}.f.changed`, render: (d) => (d.stateChangedAt ? formatDateTime(d.stateChangedAt) : '—') },
  ];
  return (
    <>
      <DeviceFilterForm kind={kind} onApply={(f) => apply({ ...f, kind })} />
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${T}.items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <ColumnTable
                label={`${T}.list_label`}
                rows={data.content.map((d) => ({ ...d, id: d.deviceSerial }))}
                columns={columns}
              />
            </TableContainer>
            <PagePager page={at} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
