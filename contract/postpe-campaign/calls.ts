/**
 * Pay-later campaigns (issue 46 item 2, /postpe-campaign) on the CRM API, declared once (contract/endpoint.ts): the
 * campaigns with their state, a draft saved, its launch raised under four eyes (CAMPAIGN_LAUNCH), and ops' pause,
 * resume and end.
 */
import { pathOf, type AccessAction, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';
import { CAMPAIGN_APPROVE_KEY, CAMPAIGN_MANAGE_KEY, CAMPAIGN_OPERATE_KEY, CAMPAIGN_VIEW_KEY } from './rules';

export const POSTPE_CAMPAIGNS = {
  name: 'postpe-campaigns',
  backend: 'crm',
  path: 'postpe-campaigns',
  access: {
    access: [CAMPAIGN_VIEW_KEY, CAMPAIGN_MANAGE_KEY, CAMPAIGN_OPERATE_KEY, CAMPAIGN_APPROVE_KEY],
    list: [CAMPAIGN_VIEW_KEY, CAMPAIGN_MANAGE_KEY, CAMPAIGN_OPERATE_KEY, CAMPAIGN_APPROVE_KEY],
    create: [CAMPAIGN_MANAGE_KEY],
    edit: [CAMPAIGN_OPERATE_KEY],
    raise: [CAMPAIGN_MANAGE_KEY],
    decide: [CAMPAIGN_APPROVE_KEY],
  },
} as const satisfies Binding;

const campaigns = pathOf(POSTPE_CAMPAIGNS, 'list');
/** A change under one action of the campaigns' rules, sent with an Idempotency-Key. */
const post = (path: string, action: AccessAction): Endpoint => ({
  backend: 'crm',
  method: 'POST',
  path,
  access: { rules: POSTPE_CAMPAIGNS.access, actions: [action] },
  idempotent: true,
});
const move = (path: string): Endpoint => post(path, 'edit');

export const POSTPE_CAMPAIGN_CALLS = {
  /** Every campaign, newest first, with its state now and its audience size. */
  campaigns: crmRead(campaigns, POSTPE_CAMPAIGNS.access, 'whole'),
  /** Saves a new campaign as a DRAFT (201). */
  create: post(campaigns, 'create'),
  /** Sends a draft for launch (201 with the PENDING CAMPAIGN_LAUNCH request). */
  raiseLaunch: post(`${campaigns}/launch-requests`, 'raise'),
  /** A CSV of consumer ids (multipart, one file), checked in the worker: its job id and counts (valid / rejected). */
  audienceFile: post(`${campaigns}/audience-files`, 'create'),
  /** The rejected rows of a checked file as a CSV (line, consumerId, error). */
  audienceErrors: {
    backend: 'crm',
    method: 'GET',
    path: `${campaigns}/audience-files/:jobId/errors`,
    access: { rules: POSTPE_CAMPAIGNS.access, actions: ['create'] },
    answer: 'file',
  },
  pause: move(`${campaigns}/:id/pause`),
  resume: move(`${campaigns}/:id/resume`),
  end: move(`${campaigns}/:id/end`),
} as const satisfies Record<string, Endpoint>;

export const POSTPE_CAMPAIGN_ENDPOINTS: Readonly<Record<string, Endpoint>> = POSTPE_CAMPAIGN_CALLS;

export const POSTPE_CAMPAIGN_BINDINGS: readonly Binding[] = [POSTPE_CAMPAIGNS];
