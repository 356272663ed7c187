import { lazyView } from '../../common/lazy-view';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { CPV_ASSIGN_KEY, CPV_MANAGE_AGENTS_KEY, CPV_REPORTS_KEY } from '../../../contract/cpv/calls';
import type { PageEntry } from '../types';

/** /cpv-add-agent (the spec names the route only; issue 43 item 6): the CPV field agents, added, edited, deactivated. */
export const cpvAgentsPage: PageEntry = {
  name: 'cpv-add-agent',
  path: '/cpv-add-agent',
  title: 'cpv.agents_title',
  access: [CPV_MANAGE_AGENTS_KEY],
  icon: BadgeIcon,
  component: lazyView(() => import('./CpvAgentsPage')),
};

/** /assign-cpv: each agent's load and the merchants awaiting a CPV visit, assigned from the row. */
export const assignCpvPage: PageEntry = {
  name: 'assign-cpv',
  path: '/assign-cpv',
  title: 'cpv.assign_title',
  access: [CPV_ASSIGN_KEY],
  icon: AssignmentIndIcon,
  component: lazyView(() => import('./AssignCpvPage')),
};

/** /cpv-reports: visit outcomes by period and agent, with totals, and their CSV. */
export const cpvReportsPage: PageEntry = {
  name: 'cpv-reports',
  path: '/cpv-reports',
  title: 'cpv.reports_title',
  access: [CPV_REPORTS_KEY],
  icon: AssessmentIcon,
  component: lazyView(() => import('./CpvReportsPage')),
};

/** The CPV pages, in menu order (src/pages/index.ts lists them as one entry). */
export const CPV_PAGES: readonly PageEntry[] = [cpvAgentsPage, assignCpvPage, cpvReportsPage];
