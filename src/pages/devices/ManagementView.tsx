import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEVICE_MODELS, DEVICE_STATES } from '../../../contract/devices/lifecycle';
import {
  listDevices,
  type Device,
  type DeviceFilters,
  type DevicePage,
} from '../../../dataProviders/merchant-support/devices';
import type { TableColumn } from '../../common/ColumnTable';
import { DraftSearch, FilterForm, FilterSelect, trimmedSearch } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { OpenButton, PagedColumnTable } from '../../common/PagedColumnTable';
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
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply(trimmedSearch(draft))}>
      <DraftSearch prefix={T} draft={draft} onDraft={setDraft} maxLength={30} />
      <FilterSelect
        label={translate(`${T}.f.status`)}
        any={`${T}.any`}
        value={draft.status ?? ''}
        options={DEVICE_STATES.map((s) => ({ value: s, label: translate(`${T}.states.${s}`) }))}
        onChange={(status) => setDraft((d) => ({ ...d, status: status as DeviceFilters['status'] }))}
      />
      <FilterSelect
        label={translate(`${T}.f.model`)}
        any={`${T}.any`}
        value={draft.model ?? ''}
        options={DEVICE_MODELS[kind].map((m) => ({ value: m, label: m }))}
        onChange={(model) => setDraft((d) => ({ ...d, model }))}
      />
    </FilterForm>
  );
}

/**
 * Management (/swipe/management, /speaker/management): the product's devices, newest first, by serial, merchant or
 * terminal, state and model, paged by the server; a serial opens the device with its timeline and its legal moves.
 */
export default function ManagementView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const list = useFilteredPages<DeviceFilters, DevicePage>(`${DEVICES_QUERY}-${kind}`, listDevices, PAGE_SIZE, {
    kind,
  });
  const [open, setOpen] = useState<string | null>(null);
  const columns: readonly TableColumn<Device & { id: string }>[] = [
    {
      label: `${T}.f.serial`,
      render: (d) => (
        <OpenButton
          text={d.deviceSerial}
          name={translate(`${T}.open`, { serial: d.deviceSerial })}
          onOpen={() => setOpen(d.deviceSerial)}
        />
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
      <DeviceFilterForm kind={kind} onApply={(f) => list.apply({ ...f, kind })} />
      <PagedColumnTable
        list={list}
        label={`${T}.list_label`}
        items={`${T}.items`}
        columns={columns}
        rowsOf={(data) => data.content.map((d) => ({ ...d, id: d.deviceSerial }))}
      />
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
