import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_UNITY_CARD } from '../../../contract/bindings.js';
import { BACKEND_CONVENTIONS } from '../../../contract/backends.js';
import { CONSUMER_FILES, CONSUMER_LIST_CALLS, CONSUMER_READS } from '../../../contract/consumer/calls.js';
import type { ConsumerEndpoint } from '../../../contract/consumer/endpoints.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny } from '../../repositories/access.js';
import {
  featureFlagsOf,
  findByLookup,
  findConsumer,
  limitsOf,
  toCardDto,
  toKycDto,
  toSummaryDto,
} from '../../repositories/consumer-accounts.js';
import { CHARGES_CONFIG } from '../../repositories/consumer-charges.js';
import { listEvents, type EventKind } from '../../repositories/consumer-events.js';
import { listKycImages } from '../../repositories/consumer-documents.js';
import { ok, okSchema, page, pageSizeSchema } from './envelope.js';
import {
  cardDto,
  consumerIdQuery,
  eventDto,
  kycDto,
  limitPanel,
  lookupQuery,
  pagedConsumerQuery,
  summaryDto,
} from './consumer-schemas.js';
import { snapshotParam } from '../paging.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { serveConsumerRead } from '../common/consumer-read.js';

const R = CONSUMER_READS;
const L = CONSUMER_LIST_CALLS;
/** Where a KYC image is read (the masked rendition), as the console follows it. */
const KYC_IMAGE = `${BACKEND_CONVENTIONS.postpe.basePath}${CONSUMER_FILES.kycImage.path}`;

/** The consumer 360's reads on the postpe backend (spec §7.5): lookup and summary, limits, card, KYC, histories. */
export async function consumerReadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const consumer = async (id: number) => {
    const row = await findConsumer(db, id);
    if (!row) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
    return row;
  };

  // The lookup and the summary band in one request: by mobile or consumer id (spec §2.13, §3.12).
  serve(app, R.summary, { querystring: lookupQuery, response: { 200: okSchema(summaryDto) } }, async (request) => {
    const row = await findByLookup(db, request.query.id);
    if (!row) throw new RequestError(404, CONSUMER_MESSAGES.consumerNotFound);
    return ok(toSummaryDto(row));
  });

  serveConsumerRead(app, R.features, z.record(z.string(), z.boolean()), async (consumerId) =>
    featureFlagsOf(await consumer(consumerId)),
  );

  // Limits (spec §3.13): query txnTypes BANK_TRANSFER, PAYMENT.
  serve(
    app,
    R.limits,
    {
      querystring: consumerIdQuery.extend({
        txnTypes: z
          .string()
          .default('PAYMENT,BANK_TRANSFER')
          .transform((v) => v.split(',').filter(Boolean)),
      }),
      response: { 200: okSchema(z.record(z.string(), limitPanel)) },
    },
    async (request) => {
      await consumer(request.query.consumerId);
      return ok(await limitsOf(db, request.query.consumerId, request.query.txnTypes));
    },
  );

  // Card details (spec §3.18); the Unity card state only for CAN_VIEW_UNITY_BANK_CARD.
  serve(app, R.card, { querystring: consumerIdQuery, response: { 200: okSchema(cardDto) } }, async (request) => {
    const p = principalOf(request);
    const unity = await holdsAny(db, p, CONSUMER_UNITY_CARD.access.show);
    return ok(toCardDto(await consumer(request.query.consumerId), unity));
  });

  serveConsumerRead(app, R.kyc, kycDto, async (id) => {
    const kyc = toKycDto(await consumer(id));
    const images = new Map((await listKycImages(db, id)).map((i) => [i.doc_type, Number(i.id)]));
    const docs = kyc.docs.map((d) => {
      const imageId = images.get(d.docType) ?? null;
      const url = imageId === null ? null : `${KYC_IMAGE}?consumerId=${id}&docType=${d.docType}`;
      return { ...d, imageId, docFrontImageUrl: url };
    });
    return { ...kyc, docs };
  });

  serveConsumerRead(app, R.charges, z.record(z.string(), z.unknown()), async (consumerId) => {
    await consumer(consumerId);
    return CHARGES_CONFIG;
  });

  // The history lists, 0-based pages (spec §9).
  const history = (endpoint: ConsumerEndpoint, kind: EventKind) =>
    serveSnapshotList(
      app,
      endpoint,
      { querystring: pagedConsumerQuery(0, 20), response: { 200: okSchema(pageSizeSchema(eventDto)) } },
      (q) => listEvents(db, q.consumerId, kind, q.page, q.size, q.snapshot),
      (rows, total, q) => ok(page(rows, q.page, q.size, total)),
    );
  history(L['consumer-limit-audits'], 'LIMIT_AUDIT');
  history(L['consumer-sm-limit-audits'], 'SM_LIMIT_AUDIT');
  history(L['consumer-deactivation-feedback'], 'FEEDBACK');

  // CRM Actions Audit (spec §7.5): consumerId, page 0, limit 10; the rows in requestAudits.
  serveSnapshotList(
    app,
    L['consumer-crm-audits'],
    {
      querystring: consumerIdQuery.extend({
        page: pagedConsumerQuery(0, 10).shape.page,
        limit: pagedConsumerQuery(0, 10).shape.size,
        snapshot: snapshotParam,
      }),
      response: {
        200: okSchema(z.object({ requestAudits: z.array(eventDto), totalElements: z.number(), page: z.number() })),
      },
    },
    (q) => listEvents(db, q.consumerId, 'CRM_AUDIT', q.page, q.limit, q.snapshot),
    (rows, total, q) => ok({ requestAudits: rows, totalElements: total, page: q.page }),
  );
}
