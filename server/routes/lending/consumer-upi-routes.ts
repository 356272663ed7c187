import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONSUMER_LIST_CALLS as L, CONSUMER_PRODUCT_READS } from '../../../contract/consumer/calls.js';
import { consumerIdQuery, rewardTxnQuery, upiStatusQuery, upiTxnQuery } from '../../../contract/consumer/queries.js';
import type { AppDeps } from '../../app-deps.js';
import { listPlanOrders } from '../../repositories/consumer-bill-payments.js';
import type { RecordKind } from '../../../contract/consumer/filters.js';
import { listRecords, oneRecord, type ConsumerRecord, type RecordFilter } from '../../repositories/consumer-records.js';
import { rewardsSummary } from '../../repositories/consumer-rewards.js';
import {
  dateRange,
  toRewardTxnDto,
  toUpiComplaintDto,
  toUpiMandateDto,
  toUpiProfileDto,
  toUpiTxnDto,
} from '../../repositories/consumer-upi.js';
import { sendPaging, snapshotParam } from '../paging.js';
import { pageSizeSchema } from '../success-envelope.js';
import { okSchema } from '../success-envelope.js';
import { ok, page } from './envelope.js';
import { serve } from '../declared.js';

const item = z.looseObject({});
/** The lists' queries (contract/consumer/queries.ts) with the snapshot key (routes/paging.ts) added. */
const withSnapshot = { snapshot: snapshotParam };
const upiTxnList = upiTxnQuery.extend(withSnapshot);
const upiStatusList = upiStatusQuery.extend(withSnapshot);
const rewardTxnList = rewardTxnQuery.extend(withSnapshot);
const listAnswer = { 200: okSchema(pageSizeSchema(item)) };

/** UPI summary, transactions, mandates, complaints, membership details and Zillion rewards (spec §7.5, §3.23). */
export async function consumerUpiRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** One page (from 0) of a consumer's records of a kind under the snapshot key, each as `toDto` shapes it. */
  const recordsPage = async (
    reply: FastifyReply,
    q: { consumerId: number; page: number; size: number; snapshot?: number | undefined },
    kind: RecordKind,
    filter: RecordFilter,
    toDto: (r: ConsumerRecord) => Record<string, unknown>,
  ) => {
    const paging = { snapshot: q.snapshot };
    const { rows, total, snapshot } = await listRecords(
      db,
      q.consumerId,
      kind,
      filter,
      q.page * q.size,
      q.size,
      paging,
    );
    sendPaging(reply, { next: null, snapshot });
    return ok(page(rows.map(toDto), q.page, q.size, total));
  };

  // The profile's mobile goes out masked (issue 38 M3); whole only through the audited reveal (POST /pii/reveal, upiMobile).
  serve(
    app,
    CONSUMER_PRODUCT_READS.upiSummary,
    { querystring: consumerIdQuery, response: { 200: okSchema(item.nullable()) } },
    async (request) => {
      const r = await oneRecord(db, request.query.consumerId, 'UPI_PROFILE');
      return ok(r ? toUpiProfileDto(r) : null);
    },
  );

  serve(
    app,
    L['consumer-upi-transactions'],
    { querystring: upiTxnList, response: listAnswer },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        status: q.txn_status,
        subType: q.txn_type,
        bankRrn: q.bank_rrn,
        ...dateRange(q.start_date, q.end_date),
      };
      return recordsPage(reply, q, 'UPI_TXN', filter, toUpiTxnDto);
    },
  );

  serve(
    app,
    L['consumer-upi-mandates'],
    { querystring: upiStatusList, response: listAnswer },
    async (request, reply) => {
      const q = request.query;
      const filter = { status: q.mandate_status, ...dateRange(q.start_date, q.end_date) };
      return recordsPage(reply, q, 'UPI_MANDATE', filter, toUpiMandateDto);
    },
  );

  serve(
    app,
    L['consumer-upi-complaints'],
    { querystring: upiStatusList, response: listAnswer },
    async (request, reply) => {
      const q = request.query;
      const filter = { status: q.mandate_status, bankRrn: q.bank_rrn, ...dateRange(q.start_date, q.end_date) };
      return recordsPage(reply, q, 'UPI_COMPLAINT', filter, toUpiComplaintDto);
    },
  );

  serve(
    app,
    CONSUMER_PRODUCT_READS.bpShield,
    { querystring: consumerIdQuery, response: { 200: okSchema(z.array(item)) } },
    async (request) => ok(await listPlanOrders(db, request.query.consumerId, 'BP_SHIELD')),
  );

  serve(
    app,
    CONSUMER_PRODUCT_READS.rewardsSummary,
    { querystring: consumerIdQuery, response: { 200: okSchema(item.nullable()) } },
    async (request) => ok(await rewardsSummary(db, request.query.consumerId)),
  );

  serve(
    app,
    L['consumer-reward-transactions'],
    { querystring: rewardTxnList, response: listAnswer },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, snapshot } = await listRecords(
        db,
        q.consumerId,
        'REWARD_TXN',
        {},
        (q.page_no - 1) * q.page_size,
        q.page_size,
        { snapshot: q.snapshot },
      );
      sendPaging(reply, { next: null, snapshot });
      return ok(page(rows.map(toRewardTxnDto), q.page_no, q.page_size, total));
    },
  );
}
