import { grantToRoles, type RoleGrants } from './role-grants.js';
import type { SeedModule } from './context.js';

/**
 * Issue 46 item 1's demo (README): the operations desk, makers and checkers read the quick summary; the treasury desk
 * and Operations the TP club and deposits book. The figures are the other seeds' rows, aggregated.
 */
const GRANTS: RoleGrants = [
  { role: 'Operations', permissions: ['CAN_VIEW_QUICK_SUMMARY', 'CAN_VIEW_TP_DASHBOARD'] },
  { role: 'Maker', permissions: ['CAN_VIEW_QUICK_SUMMARY'] },
  { role: 'Checker', permissions: ['CAN_VIEW_QUICK_SUMMARY'] },
  { role: 'Treasury Maker', permissions: ['CAN_VIEW_TP_DASHBOARD'] },
  { role: 'Treasury Checker', permissions: ['CAN_VIEW_TP_DASHBOARD'] },
];

export const dashboardsSeed: SeedModule = {
  name: 'dashboards',
  async seed({ db }) {
    await grantToRoles(db, GRANTS);
  },
};
