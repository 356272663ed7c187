/**
 * The pay-later admin pages (contract/paylater-admin/calls.ts): BPL credit plans and app banners, unwrapped from the
 * CRM envelope (`success` true → `data`). Changes go with the caller's Idempotency-Key and answer the server's message.
 */
import type { BannerPlacement, BannerState } from '../../contract/paylater-admin/banner-rules';
import type { BplTerms } from '../../contract/paylater-admin/bpl-bodies';
import { PAYLATER_ADMIN_CALLS as CALLS } from '../../contract/paylater-admin/calls';
import { fetchEndpointFile } from '../endpoint-client';
import { dataOf, envelope } from './call-envelope';

export type { BplTerms };

export interface BplPlan {
  id: number;
  code: string;
  name: string;
  segment: string;
  terms: BplTerms;
  state: 'ACTIVE' | 'PAUSED';
  consumers: number;
  pendingRequestId: number | null;
  version: number;
  updatedBy: string | null;
  updatedAt: number | null;
}

export interface AppBanner {
  id: number;
  title: string;
  placement: BannerPlacement;
  position: number;
  /** Epoch ms (UTC). */
  start: number;
  end: number;
  state: BannerState;
  fileName: string;
  mediaType: string;
  size: number;
  width: number;
  height: number;
  version: number;
}

export interface BannerInput {
  title: string;
  placement: BannerPlacement;
  start: number;
  end: number;
  image: { fileName: string; content: string };
}

export const listBplPlans = (signal?: AbortSignal) => dataOf<BplPlan[]>(CALLS.bplPlans, { signal });

export const raiseBplChange = (p: BplPlan, terms: BplTerms, remarks: string, idempotencyKey: string) =>
  envelope<{ id: number }>(CALLS.bplRaiseChange, {
    body: { planId: p.id, version: p.version, terms, remarks },
    idempotencyKey,
  });

export const moveBplPlan = (how: 'pause' | 'resume', p: BplPlan, idempotencyKey: string) =>
  envelope<BplPlan>(how === 'pause' ? CALLS.bplPause : CALLS.bplResume, {
    values: { id: p.id },
    body: { version: p.version },
    idempotencyKey,
  });

export const listBanners = (signal?: AbortSignal) => dataOf<AppBanner[]>(CALLS.banners, { signal });

export const bannerImage = (id: number) => fetchEndpointFile(CALLS.bannerImage, { values: { id } });

export const uploadBanner = (body: BannerInput, idempotencyKey: string) =>
  envelope<AppBanner>(CALLS.bannerUpload, { body, idempotencyKey });

export const flipBanner = (how: 'publish' | 'unpublish', b: AppBanner, idempotencyKey: string) =>
  envelope<AppBanner>(how === 'publish' ? CALLS.bannerPublish : CALLS.bannerUnpublish, {
    values: { id: b.id },
    body: { version: b.version },
    idempotencyKey,
  });

export const orderBanners = (
  placement: BannerPlacement,
  seen: readonly number[],
  ids: readonly number[],
  idempotencyKey: string,
) => envelope<AppBanner[]>(CALLS.bannerOrder, { body: { placement, seen, ids }, idempotencyKey });
