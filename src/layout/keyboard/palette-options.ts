import type { MenuEntry } from '../menu-entries';

/** One choice of the command palette: a screen, or a consumer / merchant by id. */
export interface PaletteOption {
  key: string;
  /** Shown text, translated. */
  label: string;
  /** Route inside the console. */
  to: string;
}

/** Where an id may be opened, only those the user may open (decided by canAccess). */
export interface IdTargets {
  consumer: boolean;
  merchant: boolean;
}

export const CONSUMER_PATH = '/post-pe';
export const MERCHANT_PATH = '/new-merchant';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Pure: every screen of the (already filtered) menu, a group's items labelled `Group › Item`. */
export function screenOptions(entries: readonly MenuEntry[], translate: Translate, prefix = ''): PaletteOption[] {
  return entries.flatMap((entry) => {
    const label = prefix ? `${prefix} › ${translate(entry.label)}` : translate(entry.label);
    const self = entry.to ? [{ key: `screen:${entry.key}`, label, to: entry.to }] : [];
    return [...self, ...screenOptions(entry.children ?? [], translate, label)];
  });
}

/** Pure: does the option's label hold every word typed (any case, any order)? */
export function matchesQuery(label: string, query: string): boolean {
  const text = label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Pure: what the palette offers for the text typed: digits open a consumer 360 or a merchant by that id (each only
 * when the user may open it), then the screens whose name matches; an empty query lists every screen.
 */
export function paletteOptions(
  screens: readonly PaletteOption[],
  query: string,
  targets: IdTargets,
  translate: Translate,
): PaletteOption[] {
  const q = query.trim();
  const ids: PaletteOption[] = [];
  if (/^\d+$/.test(q)) {
    if (targets.consumer)
      ids.push({
        key: `consumer:${q}`,
        label: translate('keyboard.palette.consumer', { id: q }),
        to: `${CONSUMER_PATH}/${q}`,
      });
    if (targets.merchant)
      ids.push({
        key: `merchant:${q}`,
        label: translate('keyboard.palette.merchant', { id: q }),
        to: `${MERCHANT_PATH}/${q}`,
      });
  }
  return [...ids, ...screens.filter((s) => matchesQuery(s.label, q))];
}
