/**
 * One binding per entity: its react-admin name (the console route), the backend that serves it, its path there and
 * that backend's per-resource quirks, and which permission keys open each action. The console's providers, menu and
 * authProvider and the reference backend's routes and permission declarations all read these.
 */
import type { Backend } from './backends';
import type { PermissionKey } from './permissions';
import type { ResourceApi, ResourceOperation } from './resource-api';

/**
 * What a user may do with an entity; `access` guards a bespoke page, `toggle` the list's one-click toggles. The
 * console's custom actions are here too, so the console (canAccess) and the server (the route's declared permission)
 * read one table: `raise` a maker's request, `decide` (approve or reject) one, `enable` / `disable` (deposit
 * alerts), `unlock_otp` (lift a sign-in lock).
 */
export type AccessAction =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  | 'export'
  | 'toggle'
  | 'access'
  | 'raise'
  | 'decide'
  | 'enable'
  | 'disable'
  | 'unlock_otp';

/** Permission keys per action; holding any one is enough. A missing action is refused (deny by default). */
export type AccessRules = Partial<Record<AccessAction, readonly PermissionKey[]>>;

export interface Binding {
  /** react-admin resource name, which is also the console route (`user`, `postpe-offers` …). */
  name: string;
  backend: Backend;
  /** The resource's path on its backend; default: the name. */
  path?: string;
  /** The backend's per-resource quirks as data (paths per operation, paging, verbs). */
  api?: ResourceApi;
  access: AccessRules;
}

/**
 * The path of one operation on the binding's backend, relative to that backend's base URL, with `:id` where the
 * record's id goes: `/<path>` for list and create, `/<path>/:id` otherwise, unless `api.paths` says otherwise, after
 * `api.prefix`. The console's providers call it and the reference backend registers its routes at it.
 */
export function pathOf(binding: Pick<Binding, 'name' | 'path' | 'api'>, operation: ResourceOperation): string {
  const path = binding.path ?? binding.name;
  const byDefault = operation === 'list' || operation === 'create' ? `/${path}` : `/${path}/:id`;
  return `${binding.api?.prefix ?? ''}${binding.api?.paths?.[operation] ?? byDefault}`;
}

/** The same path with the id filled in (URL-encoded). */
export function urlOf(
  binding: Pick<Binding, 'name' | 'path' | 'api'>,
  operation: ResourceOperation,
  id?: string | number,
): string {
  return pathOf(binding, operation).replace(':id', encodeURIComponent(String(id ?? '')));
}

/** Every permission key that opens any of the given actions. */
export function keysFor(access: AccessRules, actions: readonly AccessAction[]): PermissionKey[] {
  return [...new Set(actions.flatMap((a) => access[a] ?? []))];
}
