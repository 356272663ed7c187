import type { ComponentType, LazyExoticComponent } from 'react';
import type { Binding } from '../contract/binding';
import type { PermissionKey } from '../contract/permissions';
import type { ResourceApi } from '../contract/resource-api';

type View = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * What one resource folder gives the app shell: its binding (contract/bindings.ts: name, backend, path, access)
 * plus what only the console needs. App.tsx and the menu read only this.
 */
export interface ResourceBundle extends Binding {
  /** i18n key of the page title. */
  title: string;
  /** The binding's quirks plus console-only ones (a record transform at the provider boundary). */
  api?: ResourceApi;
  /**
   * Custom actions beyond the binding's CRUD (payouts: `decide`), each opened by any one of its keys; components ask
   * `useCanAccess({ resource: name, action })`. The server declares the same key on the call behind the action.
   */
  actions?: Readonly<Record<string, readonly PermissionKey[]>>;
  icon?: ComponentType;
  list?: View;
  show?: View;
  edit?: View;
  create?: View;
}
