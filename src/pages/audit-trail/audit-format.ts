/** One row of the audit trail as the admin API answers it (server/routes/admin/audit.ts). */
export interface AuditRecord {
  id: number;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  outcome: string;
  createdAt: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Pure: the moment in UTC, dd/MM/yy HH:mm:ss (the trail records UTC; DESIGN.md §5). */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Pure: a compact one-line summary of a before or after value (long ones cut at `max` characters). */
export function summarise(value: unknown, max = 160): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
