import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Device } from '../../../dataProviders/merchant-support/devices';
import { listRepairs, type RepairTicket } from '../../../dataProviders/merchant-support/device-returns';
import type { TableColumn } from '../../common/ColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { DeviceDialog } from './DeviceDialog';
import { MOVE_PART } from './parts';
import { pageRows, useDevicesAt } from './QcView';
import { RepairDialog } from './RepairDialog';
import { REPAIRS_QUERY } from './returns-keys';
import type { SubPageProps } from './sub-pages';
import { TitledTable } from './TitledTable';

const T = 'devices';

/**
 * Repairs (/swipe/repairs, /speaker/repairs): the QC-failed devices, each sent to repair with a ticket (vendor, fault,
 * cost ₹); and the tickets, newest first, a device in repair opening its moves (back IN_STOCK when fixed, SCRAPPED
 * with a reason), which close its ticket.
 */
export default function RepairsView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const { canAccess: canMove } = useCanAccess({ resource: MOVE_PART[page], action: 'access' });
  const failed = useDevicesAt(kind, 'QC_FAILED');
  const tickets = useQuery({ queryKey: [REPAIRS_QUERY, kind], queryFn: ({ signal }) => listRepairs(kind, signal) });
  const [repairing, setRepairing] = useState<Device | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const failedColumns: readonly TableColumn<Device & { id: string }>[] = [
    { label: `${T}.f.serial`, render: (d) => d.deviceSerial },
    { label: `${T}.f.model`, render: (d) => d.model },
    { label: `${T}.f.warehouse`, render: (d) => d.warehouseId },
    { label: `${T}.f.changed`, render: (d) => (d.stateChangedAt ? formatDateTime(d.stateChangedAt) : '—') },
    {
      label: `${T}.qc_tools.action`,
      render: (d) =>
        canMove ? (
          <Button size="small" variant="outlined" onClick={() => setRepairing(d)}>
            {translate(`${T}.repairs.open_ticket`, { serial: d.deviceSerial })}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  const ticketColumns: readonly TableColumn<RepairTicket>[] = [
    {
      label: `${T}.f.serial`,
      render: (r) => (
        <Button size="small" onClick={() => setOpen(r.deviceSerial)}>
          {translate(`${T}.open_short`, { serial: r.deviceSerial })}
        </Button>
      ),
    },
    { label: `${T}.f.model`, render: (r) => r.model },
    { label: `${T}.repairs.vendor`, render: (r) => r.vendor },
    { label: `${T}.repairs.fault`, render: (r) => r.fault },
    { label: `${T}.repairs.cost`, render: (r) => formatInr(r.cost) },
    { label: `${T}.f.status`, render: (r) => <StatusChip status={r.status} /> },
    { label: `${T}.repairs.opened`, render: (r) => formatDateTime(r.openedAt) },
    { label: `${T}.repairs.outcome`, render: (r) => r.outcome ?? '—' },
  ];
  return (
    <>
      <TitledTable title={`${T}.repairs.failed`} query={failed} rowsOf={pageRows} columns={failedColumns} />
      <TitledTable
        title={`${T}.repairs.tickets`}
        query={tickets}
        rowsOf={(rows: RepairTicket[]) => rows}
        columns={ticketColumns}
        items={`${T}.repairs.items`}
        spaced
      />
      {repairing && <RepairDialog device={repairing} onClose={() => setRepairing(null)} />}
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
