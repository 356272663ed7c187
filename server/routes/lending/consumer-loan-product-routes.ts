import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONSUMER_LIST_CALLS,
  CONSUMER_PRODUCT_QUERIES,
  CONSUMER_PRODUCT_READS,
} from '../../../contract/consumer/calls.js';
import { bpi, emiSchedule } from '../../../contract/consumer/loan-math.js';
import { bpiQuery, consumerIdQuery, loanListQuery, scheduleQuery } from '../../../contract/consumer/queries.js';
import { TRILLION_MESSAGES } from '../../../contract/consumer/plans.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import {
  emiCalculatorConfig,
  loanPage,
  personalLoanRecord,
  trillionApplication,
} from '../../repositories/consumer-loan-history.js';
import { sendPaging, snapshotParam } from '../paging.js';
import { pageSizeSchema } from '../success-envelope.js';
import { okSchema } from '../success-envelope.js';
import { ok, page } from './envelope.js';
import { serve } from '../declared.js';
import { serveConsumerRead } from '../common/consumer-read.js';

const item = z.looseObject({});
const NO_CONFIG = 'No Record Found!';
/** The list's query (contract/consumer/queries.ts) with the snapshot key (routes/paging.ts) added. */
const loanList = loanListQuery.extend({ snapshot: snapshotParam });

/** Postpe and consumer-durable loans, the Trillion application and the PL EMI calculator (spec §7.5, §3.24, §9). */
export async function consumerLoanProductRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const loanLists = {
    current: CONSUMER_LIST_CALLS['consumer-loans-current'],
    previous: CONSUMER_LIST_CALLS['consumer-loans-previous'],
  } as const;
  for (const which of ['current', 'previous'] as const) {
    serve(
      app,
      loanLists[which],
      { querystring: loanList, response: { 200: okSchema(pageSizeSchema(item)) } },
      async (request, reply) => {
        const q = request.query;
        const state = which === 'current' ? 'CURRENT' : 'PREVIOUS';
        const { loans, total, snapshot } = await loanPage(
          db,
          q.consumerId,
          q.loanIdentifier,
          state,
          q.pageNum,
          q.pageSize,
          {
            snapshot: q.snapshot,
          },
        );
        sendPaging(reply, { next: null, snapshot });
        return ok(page(loans, q.pageNum, q.pageSize, total));
      },
    );
  }

  serve(
    app,
    CONSUMER_PRODUCT_READS.trillion,
    {
      querystring: consumerIdQuery,
      response: { 200: okSchema(item).extend({ status_message: z.string() }) },
    },
    async (request) => {
      const application = await trillionApplication(db, request.query.consumerId);
      if (!application) throw new RequestError(404, TRILLION_MESSAGES.serverNotFound);
      return { ...ok(application), status_message: 'Success' };
    },
  );

  for (const [read, kind] of [
    ['plSummary', 'PL_SUMMARY'],
    ['dsaLead', 'DSA_LEAD'],
  ] as const)
    serveConsumerRead(app, CONSUMER_PRODUCT_READS[read], item, async (consumerId) => {
      const found = await personalLoanRecord(db, consumerId, kind);
      if (!found) throw new RequestError(404, NO_CONFIG);
      return found;
    });

  serveConsumerRead(app, CONSUMER_PRODUCT_READS.calculatorConfig, item, async (consumerId) => {
    const config = await emiCalculatorConfig(db, consumerId);
    if (!config) throw new RequestError(404, NO_CONFIG);
    return config;
  });

  serve(
    app,
    CONSUMER_PRODUCT_QUERIES.bpi,
    {
      querystring: bpiQuery,
      response: { 200: okSchema(z.object({ bpiDays: z.number(), bpiAmount: z.number() })) },
    },
    async (request) => {
      const q = request.query;
      const config = await emiCalculatorConfig(db, q.consumerId);
      if (!config) throw new RequestError(404, NO_CONFIG);
      return ok(bpi(q.amount, q.date, Number(config.interestRate)));
    },
  );

  serve(
    app,
    CONSUMER_PRODUCT_QUERIES.schedule,
    {
      querystring: scheduleQuery,
      response: {
        200: okSchema(
          z.array(
            z.object({
              installmentNumber: z.number(),
              amount: z.number(),
              interest: z.number(),
              principle: z.number(),
              date: z.string(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(emiSchedule(q.amount, q.interestRate, q.tenure, q.date));
    },
  );
}
