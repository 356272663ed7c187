import type { AccessRules } from './binding';
import type { Endpoint } from './endpoint';

/**
 * Pure: an area's endpoint table (contract/endpoints.ts) from its parts, each call named `part.name` (`recon.run`),
 * so an area may keep its calls in records named for the screens that use them.
 */
export function byPart(parts: Readonly<Record<string, Readonly<Record<string, Endpoint>>>>): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(parts).flatMap(([part, calls]) => Object.entries(calls).map(([name, e]) => [`${part}.${name}`, e])),
  );
}

/** A read on the CRM API under `rules`' list keys (a list when `paging` is given). */
export const crmRead = (path: string, rules: AccessRules, paging?: Endpoint['paging']): Endpoint => ({
  backend: 'crm',
  method: 'GET',
  path,
  access: { rules, actions: ['list'] },
  ...(paging && { paging }),
});
