import type { ComponentType, LazyExoticComponent } from 'react';
import type { Binding } from '../contract/binding';
import type { ResourceApi } from '../contract/resource-api';

type View = ComponentType | LazyExoticComponent<ComponentType>;

/** The page a resource's list asks for when nothing (address, remembered sort or filter) says otherwise. */
export interface FirstPage {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  filter?: Readonly<Record<string, unknown>>;
}

/**
 * What one resource folder gives the app shell: its binding (contract/bindings.ts: name, backend, path, access)
 * plus what only the console needs. App.tsx and the menu read only this.
 */
export interface ResourceBundle extends Binding {
  /** i18n key of the page title. */
  title: string;
  /** The binding's quirks plus console-only ones (a record transform at the provider boundary). */
  api?: ResourceApi;
  icon?: ComponentType;
  list?: View;
  /** The page its list asks for first (its default sort, page size and filter), fetched ahead on a cold load. */
  firstPage?: FirstPage;
  show?: View;
  edit?: View;
  create?: View;
}
