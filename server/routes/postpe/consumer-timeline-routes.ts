import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_PRODUCT_QUERIES } from '../../../contract/consumer/calls.js';
import { CONSUMER_PRODUCT_MESSAGES } from '../../../contract/consumer/messages.js';
import {
  cursorOf,
  parseCursor,
  TIMELINE_KINDS,
  timelineDetailQuery,
  timelineQuery,
} from '../../../contract/consumer/timeline.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { timelinePage } from '../../repositories/consumer-timeline.js';
import { timelineDetail } from '../../repositories/consumer-timeline-detail.js';
import { ok, okSchema } from './envelope.js';
import { serve } from '../declared.js';

const timelineRow = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.number(),
  id: z.number(),
  ref: z.string(),
  label: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.string().nullable(),
});
const timelineData = z.object({ content: z.array(timelineRow), size: z.number().int(), next: z.string().nullable() });

/** The Timeline (issue 13): one consumer's kinds merged in one date order, keyset-paged (`after` = the last cursor). */
export async function consumerTimelineRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    CONSUMER_PRODUCT_QUERIES.timeline,
    { querystring: timelineQuery, response: { 200: okSchema(timelineData) } },
    async (request) => {
      const q = request.query;
      const cursor = q.after ? parseCursor(q.after) : null;
      const { rows, hasMore } = await timelinePage(db, q.consumerId, q.kinds, q.size, cursor);
      const last = rows[rows.length - 1];
      return ok({ content: rows, size: q.size, next: hasMore && last ? cursorOf(last) : null });
    },
  );

  serve(
    app,
    CONSUMER_PRODUCT_QUERIES.timelineDetail,
    {
      querystring: timelineDetailQuery,
      response: { 200: okSchema(z.object({ kind: z.enum(TIMELINE_KINDS), record: z.looseObject({}) })) },
    },
    async (request) => {
      const { consumerId, kind, id } = request.query;
      const record = await timelineDetail(db, consumerId, kind, id);
      if (!record) throw new RequestError(404, CONSUMER_PRODUCT_MESSAGES.notFound);
      return ok({ kind, record });
    },
  );
}
