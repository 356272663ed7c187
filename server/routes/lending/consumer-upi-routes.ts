import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { CONSUMER_LIST_CALLS as L, CONSUMER_PRODUCT_READS } from '../../../contract/consumer/calls.js';
import { rewardTxnQuery, upiStatusQuery, upiTxnQuery } from '../../../contract/consumer/queries.js';
import type { Endpoint } from '../../../contract/endpoint.js';
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
import { serveConsumerRead } from '../common/consumer-read.js';

const item = z.looseObject({});
/** The lists' queries (contract/consumer/queries.ts) with the snapshot key (routes/paging.ts) added. */
const withSnapshot = { snapshot: snapshotParam };
const upiTxnList = upiTxnQuery.extend(withSnapshot);
const upiStatusList = upiStatusQuery.extend(withSnapshot);
const rewardTxnList = rewardTxnQuery.extend(withSnapshot);
const listAnswer = { 200: okSchema(pageSizeSchema(item)) };

/** Which page of a records list a query asks for: its number as answered, its size, its first row, and its filter. */
interface RecordsPage {
  number: number;
  size: number;
  offset: number;
  filter: RecordFilter;
}
/** A page numbered from 0 (`page`, `size`). */
const fromZero = (q: { page: number; size: number }, filter: RecordFilter): RecordsPage => ({
  number: q.page,
  size: q.size,
  offset: q.page * q.size,
  filter,
});

/** UPI summary, transactions, mandates, complaints, membership details and Zillion rewards (spec §7.5, §3.23). */
export async function consumerUpiRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** Serves a list of a consumer's records of `kind` under the snapshot key, each as `toDto` shapes it. */
  const recordsList = <Q extends z.ZodType<{ consumerId: number; snapshot?: number | undefined }>>(
    endpoint: Endpoint,
    query: Q,
    kind: RecordKind,
    toDto: (r: ConsumerRecord) => Record<string, unknown>,
    pageOf: (q: z.output<Q>) => RecordsPage,
  ) => {
    const schema: FastifySchema = { querystring: query, response: listAnswer };
    serve(app, endpoint, schema, async (request, reply) => {
      const q = request.query as z.output<Q>;
      const p = pageOf(q);
      const paging = { snapshot: q.snapshot };
      const { rows, total, snapshot } = await listRecords(db, q.consumerId, kind, p.filter, p.offset, p.size, paging);
      sendPaging(reply, { next: null, snapshot });
      return ok(page(rows.map(toDto), p.number, p.size, total));
    });
  };

  // The profile's mobile goes out masked (issue 38 M3); whole only through the audited reveal (POST /pii/reveal, upiMobile).
  serveConsumerRead(app, CONSUMER_PRODUCT_READS.upiSummary, item.nullable(), async (consumerId) => {
    const r = await oneRecord(db, consumerId, 'UPI_PROFILE');
    return r ? toUpiProfileDto(r) : null;
  });

  recordsList(L['consumer-upi-transactions'], upiTxnList, 'UPI_TXN', toUpiTxnDto, (q) =>
    fromZero(q, {
      status: q.txn_status,
      subType: q.txn_type,
      bankRrn: q.bank_rrn,
      ...dateRange(q.start_date, q.end_date),
    }),
  );
  recordsList(L['consumer-upi-mandates'], upiStatusList, 'UPI_MANDATE', toUpiMandateDto, (q) =>
    fromZero(q, { status: q.mandate_status, ...dateRange(q.start_date, q.end_date) }),
  );
  recordsList(L['consumer-upi-complaints'], upiStatusList, 'UPI_COMPLAINT', toUpiComplaintDto, (q) =>
    fromZero(q, { status: q.mandate_status, bankRrn: q.bank_rrn, ...dateRange(q.start_date, q.end_date) }),
  );

  serveConsumerRead(app, CONSUMER_PRODUCT_READS.bpShield, z.array(item), (consumerId) =>
    listPlanOrders(db, consumerId, 'BP_SHIELD'),
  );
  serveConsumerRead(app, CONSUMER_PRODUCT_READS.rewardsSummary, item.nullable(), (consumerId) =>
    rewardsSummary(db, consumerId),
  );

  // Zillion reward transactions page from 1 (page_no, page_size).
  recordsList(L['consumer-reward-transactions'], rewardTxnList, 'REWARD_TXN', toRewardTxnDto, (q) => ({
    number: q.page_no,
    size: q.page_size,
    offset: (q.page_no - 1) * q.page_size,
    filter: {},
  }));
}
