import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_STATES } from '../../../contract/devices/lifecycle';
import { getStock, listWarehouses, type StockRow } from '../../../dataProviders/merchant-support/devices';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { ScrollRegion } from '../../common/ScrollRegion';
import { INVENTORY_PART } from './parts';
import { STOCK_QUERY, stockTable, type StockLine } from './stock-table';
import type { SubPageProps } from './sub-pages';
import { TransferDialog } from './TransferDialog';

export { STOCK_QUERY };
const T = 'devices';

/**
 * Inventory and warehouse (/swipe/inventory, /speaker/inventory): the product's devices per warehouse and model in
 * each state, from the server's aggregate, with each warehouse's city; and, for those who manage the stock, a
 * transfer of N IN_STOCK devices of a model between warehouses.
 */
export default function InventoryView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const { canAccess: canTransfer } = useCanAccess({ resource: INVENTORY_PART[page], action: 'access' });
  const stock = useQuery({ queryKey: [STOCK_QUERY, kind], queryFn: ({ signal }) => getStock(kind, signal) });
  const warehouses = useQuery({ queryKey: ['device-warehouses'], queryFn: ({ signal }) => listWarehouses(signal) });
  const [transferring, setTransferring] = useState(false);
  const cityOf = useMemo(
    () => new Map((warehouses.data ?? []).map((w) => [w.code, `${w.name} (${w.city})`])),
    [warehouses.data],
  );
  const columns: readonly TableColumn<StockLine>[] = [
    { label: `${T}.f.warehouse`, render: (l) => cityOf.get(l.warehouseId) ?? l.warehouseId },
    { label: `${T}.f.model`, render: (l) => l.model },
    ...DEVICE_STATES.map((s) => ({ label: `${T}.states.${s}`, render: (l: StockLine) => String(l.counts[s] ?? 0) })),
    { label: `${T}.f.total`, render: (l) => String(l.total) },
  ];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.stock_title`)}
        </Typography>
        {canTransfer && (
          <Button variant="contained" onClick={() => setTransferring(true)} disabled={!stock.data || !warehouses.data}>
            {translate(`${T}.transfer`)}
          </Button>
        )}
      </Stack>
      <QueryState query={stock} isEmpty={(d: StockRow[]) => d.length === 0} items={`${T}.items`}>
        {(rows) => (
          <ScrollRegion label={translate(`${T}.stock_title`)} stickyFirstColumn>
            <ColumnTable label={`${T}.stock_title`} rows={stockTable(rows)} columns={columns} />
          </ScrollRegion>
        )}
      </QueryState>
      {transferring && stock.data && warehouses.data && (
        <TransferDialog
          kind={kind}
          stock={stock.data}
          warehouses={warehouses.data}
          onClose={() => setTransferring(false)}
        />
      )}
    </>
  );
}
