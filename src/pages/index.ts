import type { PageEntry } from './types';
import { rolePermissionPage } from './role-permission';

/** Every bespoke page, in menu order (after the resources). A new page adds one line here. */
export const PAGES: readonly PageEntry[] = [rolePermissionPage];
