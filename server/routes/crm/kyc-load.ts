import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KYC_CALLS } from '../../../contract/merchant-changes/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { reviewerLoad } from '../../repositories/merchant-kyc-reviewers.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';

const loadDto = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  open: z.number().int(),
  byQueue: z.record(z.string(), z.number().int()),
  oldestAssignedAt: z.number().nullable(),
});

/** /assign-kyc (issue 43 item 6): GET /merchantkyc/reviewers/load, each reviewer's open KYC cases, least loaded first. */
export async function kycLoadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, KYC_CALLS.kycReviewerLoad, { response: { 200: okSchema(z.array(loadDto)) } }, async () =>
    ok(await reviewerLoad(db)),
  );
}
