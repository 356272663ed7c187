import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { listDevices, type Device, type DevicePage } from '../../../dataProviders/merchant-support/devices';
import { getQcBreakup, type QcBreakupRow } from '../../../dataProviders/merchant-support/device-returns';
import type { TableColumn } from '../../common/ColumnTable';
import { formatDateTime } from '../../format';
import { DeviceDialog } from './DeviceDialog';
import { MOVE_PART } from './parts';
import { holderOf } from './move-form';
import { DEVICES_AT_QUERY, QC_BREAKUP_QUERY } from './returns-keys';
import type { SubPageProps } from './sub-pages';
import { TitledTable } from './TitledTable';

const T = 'devices';
const SIZE = 100;

/** The product's devices in one state (the first 100, newest first, as the server pages them). */
export function useDevicesAt(kind: SubPageProps['kind'], status: Device['status']) {
  return useQuery({
    queryKey: [DEVICES_AT_QUERY, kind, status],
    queryFn: ({ signal }) => listDevices({ kind, status }, 1, SIZE, signal),
  });
}

/**
 * QC tools (/swipe/qc, /speaker/qc): the RETURNED devices awaiting QC, each opening the device whose QC moves record
 * the product's checklist (QC_PASSED back towards stock, QC_FAILED towards repair); and the QC outcomes broken down
 * by checklist item and model (qc/breakup), counted from the recorded results.
 */
/** Pure: a page of devices as table rows (keyed by serial). */
export const pageRows = (data: DevicePage) => data.content.map((d) => ({ ...d, id: d.deviceSerial }));

export default function QcView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const { canAccess: canMove } = useCanAccess({ resource: MOVE_PART[page], action: 'access' });
  const waiting = useDevicesAt(kind, 'RETURNED');
  const breakup = useQuery({
    queryKey: [QC_BREAKUP_QUERY, kind],
    queryFn: ({ signal }) => getQcBreakup(kind, signal),
  });
  const [open, setOpen] = useState<string | null>(null);
  const deviceColumns: readonly TableColumn<Device & { id: string }>[] = [
    { label: `${T}.f.serial`, render: (d) => d.deviceSerial },
    { label: `${T}.f.model`, render: (d) => d.model },
    { label: `${T}.f.holder`, render: (d) => holderOf(d, translate) },
    { label: `${T}.f.warehouse`, render: (d) => d.warehouseId },
    { label: `${T}.f.changed`, render: (d) => (d.stateChangedAt ? formatDateTime(d.stateChangedAt) : '—') },
    {
      label: `${T}.qc_tools.action`,
      render: (d) => (
        <Button size="small" variant="outlined" onClick={() => setOpen(d.deviceSerial)}>
          {translate(canMove ? `${T}.qc_tools.record` : `${T}.open_short`, { serial: d.deviceSerial })}
        </Button>
      ),
    },
  ];
  const breakupColumns: readonly TableColumn<QcBreakupRow>[] = [
    { label: `${T}.f.model`, render: (r) => r.model },
    { label: `${T}.qc_tools.item`, render: (r) => translate(`${T}.qc.${r.item}`) },
    { label: `${T}.qc_tools.passed`, render: (r) => String(r.passed) },
    { label: `${T}.qc_tools.failed`, render: (r) => String(r.failed) },
    { label: `${T}.qc_tools.model_outcomes`, render: (r) => translate(`${T}.qc_tools.outcomes`, r) },
  ];
  return (
    <>
      <TitledTable title={`${T}.qc_tools.waiting`} query={waiting} rowsOf={pageRows} columns={deviceColumns} />
      <TitledTable
        title={`${T}.qc_tools.breakup`}
        query={breakup}
        rowsOf={(rows: QcBreakupRow[]) => rows}
        columns={breakupColumns}
        spaced
      />
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
