/**
 * The backends the console speaks to (spec §7). Each has one base URL in /crm/config.json; the reference backend
 * serves them all at /api/<name>. Pure data: the server and the console both read it.
 */
export const BACKENDS = [
  'admin',
  'crm',
  'payment-support',
  'postpe',
  'lending',
  'card',
  'chargeback',
  'investment',
  'payouts',
  'merchant-support',
] as const;

export type Backend = (typeof BACKENDS)[number];

export interface ConsoleConfig {
  backends: Record<Backend, string>;
  /** The role whose holders may do everything (spec §6); the server's SUPER_ADMIN_ROLE_ID. */
  superAdminRoleId: number;
}

export function defaultConsoleConfig(): ConsoleConfig {
  return {
    backends: Object.fromEntries(BACKENDS.map((b) => [b, `/api/${b}`])) as Record<Backend, string>,
    superAdminRoleId: 1,
  };
}

/** Merges a partial config (from config.json) over the defaults, ignoring unknown backends. */
export function mergeConsoleConfig(partial: unknown): ConsoleConfig {
  const config = defaultConsoleConfig();
  const given = (partial ?? {}) as { backends?: Record<string, unknown>; superAdminRoleId?: unknown };
  const backends = given.backends ?? {};
  if (Number.isInteger(given.superAdminRoleId)) config.superAdminRoleId = given.superAdminRoleId as number;
  for (const name of BACKENDS) {
    const url = backends[name];
    if (typeof url === 'string' && url.trim()) config.backends[name] = url.trim().replace(/\/+$/, '');
  }
  return config;
}
