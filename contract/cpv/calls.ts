/**
 * Contact point verification visits (issue 43 item 6; the spec names the routes /cpv-add-agent, /assign-cpv and
 * /cpv-reports only): the field agents who visit merchants' shops, the visits awaiting and assigned, their outcomes,
 * and the outcome report; and the referral-code lookup of /new-merchant/referral-code. Declared once
 * (contract/endpoint.ts) on the CRM backend; fields, states and rules are ours (README "Choices where the spec is
 * silent"). Pure data: the console's first load reads it.
 */
import type { Endpoint } from '../endpoint';
import type { AccessRules } from '../binding';
import type { PermissionKey } from '../permissions';

export const CPV_MANAGE_AGENTS_KEY: PermissionKey = 'CAN_MANAGE_CPV_AGENTS';
export const CPV_ASSIGN_KEY: PermissionKey = 'CAN_ASSIGN_CPV';
export const CPV_REPORTS_KEY: PermissionKey = 'CAN_VIEW_CPV_REPORTS';
/** The referral screen: a lookup for whoever may view merchants, the change under the 360's own change key. */
export const REFERRAL_VIEW_KEY: PermissionKey = 'CAN_LIST_MERCHANT_DETAILS';

/** edit: managing agents; raise: assigning and closing visits; list: the agents (managers and assigners); export: reports. */
export const CPV_ACCESS: AccessRules = {
  edit: [CPV_MANAGE_AGENTS_KEY],
  list: [CPV_MANAGE_AGENTS_KEY, CPV_ASSIGN_KEY],
  raise: [CPV_ASSIGN_KEY],
  export: [CPV_REPORTS_KEY],
  show: [REFERRAL_VIEW_KEY],
};

/** A visit waits (PENDING), is ASSIGNED to an agent for a date, then ends VISITED (with an outcome) or CANCELLED. */
export const CPV_VISIT_STATES = ['PENDING', 'ASSIGNED', 'VISITED', 'CANCELLED'] as const;
export type CpvVisitState = (typeof CPV_VISIT_STATES)[number];
/** The states of a visit still to be made: assignable, and counted in an agent's load. */
export const CPV_OPEN_STATES: readonly CpvVisitState[] = ['PENDING', 'ASSIGNED'];
export const CPV_OUTCOMES = ['VERIFIED', 'NOT_FOUND', 'MISMATCH'] as const;
export type CpvOutcome = (typeof CPV_OUTCOMES)[number];
export const CPV_PERIODS = ['day', 'week', 'month'] as const;
export type CpvPeriod = (typeof CPV_PERIODS)[number];
/** The /assign-cpv age filter: visits waiting at least this many days. */
export const CPV_AGE_FILTERS = [1, 3, 7, 14] as const;

export const CPV_RULES = { nameMax: 80, remarkMax: 300, pincodesMax: 20, cityMax: 40 } as const;

export const CPV_MESSAGES = {
  agentSaved: 'Agent saved.',
  agentNotFound: 'No such agent.',
  agentChanged: 'This agent was changed by someone else: reload and try again.',
  emailTaken: 'Another agent has this e-mail.',
  openVisits: (n: number) =>
    `This agent has ${n} open ${n === 1 ? 'visit' : 'visits'}: reassign or close ${n === 1 ? 'it' : 'them'} first.`,
  visitNotFound: 'No such visit.',
  visitChanged: 'This visit was changed by someone else: reload and try again.',
  notAssignable: 'Only a waiting or assigned visit can be assigned.',
  notAssigned: 'Only an assigned visit can be closed.',
  agentInactive: 'This agent is not active.',
  pincodeNotServed: (pincode: string) => `This agent does not serve pincode ${pincode}.`,
  pastDate: 'The visit date cannot be in the past.',
  assigned: 'Visit assigned.',
  recorded: 'Visit outcome recorded.',
  cancelled: 'Visit cancelled.',
  remarkRequired: 'Remark is required.',
  referralNotFound: 'No merchant has this referral code.',
} as const;

type CpvEndpoint = Endpoint & { readonly backend: 'crm' };

const read = (path: string, action: 'list' | 'raise' | 'export' | 'show', paging?: Endpoint['paging']) =>
  ({
    backend: 'crm',
    method: 'GET',
    path,
    access: { rules: CPV_ACCESS, actions: [action] },
    ...(paging && { paging }),
  }) as const satisfies CpvEndpoint;

/** A change: POSTed with an Idempotency-Key, one conditional update, one audit row. */
const change = (path: string, action: 'edit' | 'raise') =>
  ({
    backend: 'crm',
    method: 'POST',
    path,
    access: { rules: CPV_ACCESS, actions: [action] },
    idempotent: true,
  }) as const satisfies CpvEndpoint;

export const CPV_CALLS = {
  /** Every agent, active first then by name, with their open visits; mobiles masked. */
  agents: read('/cpv/agents', 'list', 'whole'),
  addAgent: change('/cpv/agents', 'edit'),
  /** Edit an agent (name, e-mail, mobile, city, pincodes, active): deactivating one with open visits is a 409. */
  editAgent: change('/cpv/agents/:id', 'edit'),
  /** Visits by state (default the open ones), city and age; oldest waiting first (Spring pages from 0). */
  visits: read('/cpv/visits', 'raise', 'spring'),
  assign: change('/cpv/visits/:id/assign', 'raise'),
  outcome: change('/cpv/visits/:id/outcome', 'raise'),
  cancel: change('/cpv/visits/:id/cancel', 'raise'),
  /** Closed visits by period and agent, each outcome counted, with totals (an aggregate on the server). */
  report: read('/cpv/reports', 'export', 'whole'),
  /** The same report as a CSV file (audited). */
  reportCsv: { ...read('/cpv/reports/csv', 'export'), answer: 'file' },
  /** The merchant who owns a referral code and the merchants who signed up with it. */
  referral: read('/referral-codes/:code', 'show'),
} as const satisfies Record<string, CpvEndpoint>;

export const CPV_ENDPOINTS: Readonly<Record<string, Endpoint>> = CPV_CALLS;

/** Pure: the Monday (IST yyyy-MM-dd) of the IST week an IST day falls in: the report's week bucket. */
export function cpvWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
