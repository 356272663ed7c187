import type { DeviceState } from '../../../contract/devices/lifecycle';
import type { StockRow } from '../../../dataProviders/merchant-support/devices';

/** The query key of a product's stock (the inventory tab and the warehouse page share its cache). */
export const STOCK_QUERY = 'stock';

/** One line of the stock table: a warehouse and model, its count in each state and in all. */
export interface StockLine {
  id: string;
  warehouseId: string;
  model: string;
  counts: Partial<Record<DeviceState, number>>;
  total: number;
}

/** Pure: the server's (warehouse, model, state, count) rows as one line per warehouse and model, in their order. */
export function stockTable(rows: readonly StockRow[]): StockLine[] {
  const lines = new Map<string, StockLine>();
  for (const r of rows) {
    const id = `${r.warehouseId}|${r.model}`;
    const line = lines.get(id) ?? { id, warehouseId: r.warehouseId, model: r.model, counts: {}, total: 0 };
    line.counts[r.state] = (line.counts[r.state] ?? 0) + r.count;
    line.total += r.count;
    lines.set(id, line);
  }
  return [...lines.values()];
}

/** Pure: how many devices of a model are IN_STOCK at a warehouse. */
export const inStockAt = (rows: readonly StockRow[], warehouseId: string, model: string): number =>
  rows
    .filter((r) => r.warehouseId === warehouseId && r.model === model && r.state === 'IN_STOCK')
    .reduce((t, r) => t + r.count, 0);
