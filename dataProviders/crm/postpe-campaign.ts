/**
 * Pay-later campaigns (contract/postpe-campaign/calls.ts), unwrapped from the CRM envelope (`success` true → `data`).
 * Changes go with the caller's Idempotency-Key and answer the server's message.
 */
import { POSTPE_CAMPAIGN_CALLS as CALLS } from '../../contract/postpe-campaign/calls';
import type { CampaignChannel, CampaignMove, CampaignState } from '../../contract/postpe-campaign/rules';
import { fetchEndpointFile } from '../endpoint-client';
import { dataOf, envelope } from './call-envelope';

export type CampaignAudience = 'ALL' | 'SEGMENT' | 'CSV';

export interface Campaign {
  id: number;
  name: string;
  audience: CampaignAudience;
  segment: Record<string, string | number> | null;
  /** A CSV audience's checked file (its job id), else null. */
  audienceFileId: number | null;
  audienceSize: number;
  channel: CampaignChannel;
  /** Epoch ms (UTC). */
  start: number;
  end: number;
  title: string;
  body: string;
  state: CampaignState;
  version: number;
  createdBy: string;
  createdAt: number;
}

export interface CampaignInput {
  name: string;
  audience: CampaignAudience;
  segment: Record<string, string | number> | null;
  audienceFileId: number | null;
  channel: CampaignChannel;
  start: number;
  end: number;
  title: string;
  body: string;
}

export const listCampaigns = (signal?: AbortSignal) => dataOf<Campaign[]>(CALLS.campaigns, { signal });

export const createCampaign = (body: CampaignInput, idempotencyKey: string) =>
  envelope<Campaign>(CALLS.create, { body, idempotencyKey });

/** A checked CSV of consumer ids: its job, counts and the first rejected rows. */
export interface CampaignAudienceFile {
  jobId: number;
  fileName: string;
  total: number;
  valid: number;
  rejected: number;
  errors: { line: number; consumerId: string; error: string }[];
}

/** Sends a CSV of consumer ids (multipart) for its check. */
export function checkCampaignAudience(file: Blob, fileName: string, idempotencyKey: string) {
  const body = new FormData();
  body.append('file', file, fileName);
  return dataOf<CampaignAudienceFile>(CALLS.audienceFile, { body, idempotencyKey });
}

/** A checked file's rejected rows as a CSV. */
export const campaignAudienceErrors = (jobId: number) => fetchEndpointFile(CALLS.audienceErrors, { values: { jobId } });

export const raiseLaunch = (c: Pick<Campaign, 'id' | 'version'>, remarks: string, idempotencyKey: string) =>
  envelope<{ id: number }>(CALLS.raiseLaunch, {
    body: { campaignId: c.id, version: c.version, remarks },
    idempotencyKey,
  });

export const moveCampaign = (how: CampaignMove, c: Pick<Campaign, 'id' | 'version'>, idempotencyKey: string) =>
  envelope<Campaign>(CALLS[how], { values: { id: c.id }, body: { version: c.version }, idempotencyKey });
