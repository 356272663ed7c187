/**
 * Pure: JSON with object keys sorted at every depth, so two bodies that differ only in key order are the same
 * text (the idempotency fingerprint). Arrays keep their order; values JSON cannot hold are dropped as JSON.stringify
 * drops them.
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortKeys(item)));
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return sortKeys(json.call(value));
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, sortKeys(record[key])]),
  );
}
