/** A permission as `GET /api/admin/permissions` returns it. */
export interface PermissionRecord {
  id: number | string;
  name: string;
  family: string;
}

export interface PermissionGroup {
  family: string;
  names: string[];
}

/** Pure: permissions grouped by family, families and names in alphabetical order. */
export function groupByFamily(permissions: readonly PermissionRecord[]): PermissionGroup[] {
  const byFamily = new Map<string, string[]>();
  for (const p of permissions) byFamily.set(p.family, [...(byFamily.get(p.family) ?? []), p.name]);
  return [...byFamily.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([family, names]) => ({ family, names: [...names].sort((a, b) => a.localeCompare(b)) }));
}

/** Pure: toggles one key in a list, keeping it free of duplicates. */
export function toggled(list: readonly string[], key: string, on: boolean): string[] {
  const rest = list.filter((k) => k !== key);
  return on ? [...rest, key] : rest;
}
