/** Pure: how a toast names an offer: its brand and short text ('Amazon: Flat 10% off'), else '#id'. */
export function offerName(offer: Readonly<Record<string, unknown>>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const named = [text(offer.brand), text(offer.short)].filter(Boolean).join(': ');
  return named || `#${String(offer.id)}`;
}
