import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** Pure: a timeline row's details in one line: holder, courier and AWB, failed QC items, transfer, reason. */
export function detailsText(d: Record<string, unknown>, translate: Translate): string {
  const parts: string[] = [];
  if (typeof d.merchantId === 'string')
    parts.push(translate('devices.holder', { merchantId: d.merchantId, storeId: String(d.storeId ?? '') }));
  if (typeof d.courier === 'string') parts.push(`${d.courier} · ${translate('devices.f.awb')} ${String(d.awb ?? '')}`);
  if (d.checklist && typeof d.checklist === 'object') {
    const failed = Object.entries(d.checklist as Record<string, boolean>)
      .filter(([, ok]) => !ok)
      .map(([item]) => translate(`devices.qc.${item}`));
    parts.push(
      failed.length
        ? translate('devices.qc_failed_items', { items: failed.join(', ') })
        : translate('devices.qc_all_passed'),
    );
  }
  if (d.transfer && typeof d.transfer === 'object') {
    const t = d.transfer as { from: string; to: string };
    parts.push(translate('devices.transferred', { from: t.from, to: t.to }));
  }
  if (d.repair && typeof d.repair === 'object') {
    const r = d.repair as { vendor?: string; cost?: number; status?: string };
    if (r.vendor) parts.push(translate('devices.repairs.sent', { vendor: r.vendor, cost: formatInr(r.cost ?? 0) }));
    else if (r.status) parts.push(translate(`devices.repairs.closed.${r.status}`));
  }
  if (typeof d.reason === 'string') parts.push(d.reason);
  return parts.join('; ') || '—';
}
