/** A section of the catalogue: nested objects of strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Pure: an area's section with its page titles (kept in the shell, src/i18n/en/area-titles.ts) merged back in. */
export function withTitles<T extends MessageTree, R extends MessageTree>(titles: T, rest: R): T & R {
  const out: Record<string, string | MessageTree> = { ...rest };
  for (const [key, value] of Object.entries(titles)) {
    const other = out[key];
    out[key] = typeof value === 'object' && typeof other === 'object' ? withTitles(value, other) : value;
  }
  return out as T & R;
}
