import type { Role } from '../../authProvider/session';
import type { MenuEntry } from './menu-entries';
import { firstEntryPath, hasEntryPath } from './useVisibleMenuEntries';

/** The Users List, where spec §2 lands everyone who may see it and has no main screen of their own. */
export const LANDING_PATH = '/user';

/**
 * Each role's main screen, where its people land after signing in (issue 41 item 6; README, "Choices where the
 * spec is silent"): by role name, the seeded roles of server/db/seed/demo-roles.ts. A role not named here (one an
 * administrator made) lands as spec §2 says: the Users List, else the first page of the menu.
 */
export const ROLE_MAIN_SCREENS: Readonly<Record<string, string>> = {
  'Super Admin': '/user',
  Operations: '/postpe-offers',
  Maker: '/approvals',
  Checker: '/approvals',
  'Treasury Maker': '/approvals',
  'Treasury Checker': '/approvals',
  'Disputes Analyst': '/view/dispute',
  'Disputes Analyst QR': '/view/dispute',
  'Support Agent': '/merchant-details',
  'Consumer Agent': '/post-pe',
  'Consumer Viewer': '/post-pe',
  'Consumer Payments Agent': '/post-pe',
  'CPV Lead': '/assign-cpv',
  'Logistics Desk': '/delivery/card',
  'Cards Checker': '/merchant-card/card-app',
  'Delivery Viewer': '/delivery/card',
  'Devices Ops': '/swipe',
  'Device Refunds Desk': '/swipe',
  'Settlement Recon': '/recon/upload-file',
  'Recon Viewer': '/recon/upload-file',
  'Insurance Desk': '/insurance-detail',
};

/**
 * Pure: where a user lands. The main screen of their first role that has one they may open (the menu holds it);
 * else the Users List when they may see it, else the first page of their menu; with no page at all, the Users
 * List's refusal.
 */
export function landingPath(roles: readonly Pick<Role, 'name'>[], entries: readonly MenuEntry[]): string {
  for (const role of roles) {
    const main = role.name === undefined ? undefined : ROLE_MAIN_SCREENS[role.name];
    if (main && hasEntryPath(entries, main)) return main;
  }
  if (hasEntryPath(entries, LANDING_PATH)) return LANDING_PATH;
  return firstEntryPath(entries) ?? LANDING_PATH;
}
