import type { ComponentType, LazyExoticComponent } from 'react';
import type { Backend } from '../dataProviders/backends';
import type { ResourceApi } from '../dataProviders/rest/resource-api';
import type { PermissionKey } from './roles/permission-catalogue';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';
type View = ComponentType | LazyExoticComponent<ComponentType>;

/** What one resource folder gives the app shell: App.tsx and the menu read only this. */
export interface ResourceBundle {
  /** react-admin resource name, which is also the route (`/user`, `/postpe-offers` …). */
  name: string;
  /** i18n key of the page title. */
  title: string;
  backend: Backend;
  /** Path on the backend when it differs from the name. */
  apiPath?: string;
  /** The backend's per-resource quirks as data: paging convention, paths, list key, fixed query (dataProviders/rest/resource-api.ts). */
  api?: ResourceApi;
  /** Permission keys per action; holding any one is enough. */
  access: Partial<Record<ResourceAction, readonly PermissionKey[]>>;
  icon?: ComponentType;
  list?: View;
  show?: View;
  edit?: View;
  create?: View;
}
