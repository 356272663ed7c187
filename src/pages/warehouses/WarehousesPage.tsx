import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_KINDS, DEVICE_STATES, type DeviceKind } from '../../../contract/devices/lifecycle';
import { getStock } from '../../../dataProviders/merchant-support/devices';
import { listManagedWarehouses, type ManagedWarehouse } from '../../../dataProviders/merchant-support/warehouses';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { ScrollRegion } from '../../common/ScrollRegion';
import { StatusChip } from '../../common/StatusChip';
import { STOCK_QUERY, stockTable, type StockLine } from '../devices/stock-table';
import { ManagedTable } from '../delivery/ManagedTable';
import { WAREHOUSES_KEY, WarehouseDialog, WarehouseStatusDialog } from './WarehouseDialogs';

const T = 'delivery.warehouses';
const count = (n: number) => n.toLocaleString('en-IN');
const COLUMNS: readonly TableColumn<ManagedWarehouse>[] = [
  { label: `${T}.field.code`, render: (w) => w.code },
  { label: `${T}.field.name`, render: (w) => w.name },
  { label: `${T}.field.city`, render: (w) => w.city },
  { label: `${T}.field.pincode`, render: (w) => w.pincode },
  { label: `${T}.field.capacity`, render: (w) => count(w.capacity) },
  { label: `${T}.field.held`, render: (w) => count(w.held) },
  { label: `${T}.field.active`, render: (w) => <StatusChip status={w.active ? 'ACTIVE' : 'INACTIVE'} /> },
];
const STOCK_COLUMNS: readonly TableColumn<StockLine>[] = [
  { label: 'devices.f.model', render: (l) => l.model },
  ...DEVICE_STATES.map((s) => ({ label: `devices.states.${s}`, render: (l: StockLine) => String(l.counts[s] ?? 0) })),
  { label: 'devices.f.total', render: (l) => String(l.total) },
];

/** One product's stock at a warehouse, by model and state: the inventory's own aggregate, narrowed to the warehouse. */
function WarehouseStock({ code, kind }: { code: string; kind: DeviceKind }) {
  const translate = useTranslate();
  const stock = useQuery({ queryKey: [STOCK_QUERY, kind], queryFn: ({ signal }) => getStock(kind, signal) });
  const label = translate(`${T}.stock_of`, { code, product: translate(`${T}.kind.${kind}`) });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <QueryState
        query={stock}
        isEmpty={(rows) => rows.every((r) => r.warehouseId !== code)}
        items={`${T}.stock_items`}
      >
        {(rows) => (
          <ScrollRegion label={label} stickyFirstColumn>
            <ColumnTable
              label={label}
              rows={stockTable(rows.filter((r) => r.warehouseId === code))}
              columns={STOCK_COLUMNS}
            />
          </ScrollRegion>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * /delivery/warehouse-management (spec §2.3 Delivery; issue 44): the device warehouses with their city, pincode,
 * capacity and the devices each holds; add, edit, deactivate or activate one (with the inventory key); and a
 * warehouse's stock by product, model and state. One holding devices cannot be deactivated (the server says how many).
 */
export default function WarehousesPage() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: WAREHOUSES_KEY, queryFn: ({ signal }) => listManagedWarehouses(signal) });
  const { canAccess: canManage } = useCanAccess({ resource: 'warehouse-management.manage', action: 'access' });
  const [editing, setEditing] = useState<ManagedWarehouse | null>(null);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<ManagedWarehouse | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const actions: TableColumn<ManagedWarehouse> = {
    label: `${T}.field.actions`,
    render: (w) => (
      <>
        <Button
          size="small"
          onClick={() => setShown(w.code)}
          aria-label={translate(`${T}.show_stock`, { code: w.code })}
        >
          {translate(`${T}.stock`)}
        </Button>
        {canManage && (
          <>
            <Button size="small" onClick={() => setEditing(w)} aria-label={translate(`${T}.edit`, { code: w.code })}>
              {translate('ra.action.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => setToggling(w)}
              aria-label={translate(w.active ? `${T}.deactivate_one` : `${T}.activate_one`, { code: w.code })}
            >
              {translate(w.active ? `${T}.deactivate` : `${T}.activate`)}
            </Button>
          </>
        )}
      </>
    ),
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('delivery.warehouses_title')}
      </Typography>
      <ManagedTable
        area={T}
        query={query}
        columns={[...COLUMNS, actions]}
        onAdd={canManage ? () => setAdding(true) : undefined}
      />
      {shown && (
        <section aria-label={translate(`${T}.stock_title`, { code: shown })}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`${T}.stock_title`, { code: shown })}
          </Typography>
          {DEVICE_KINDS.map((kind) => (
            <WarehouseStock key={kind} code={shown} kind={kind} />
          ))}
        </section>
      )}
      {(adding || editing) && (
        <WarehouseDialog
          warehouse={editing}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      {toggling && <WarehouseStatusDialog warehouse={toggling} onClose={() => setToggling(null)} />}
    </Box>
  );
}
