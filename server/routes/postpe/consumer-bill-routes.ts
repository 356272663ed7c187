import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_FILES, CONSUMER_LIST_CALLS, CONSUMER_READS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findBill, listBills, listRepayments, toBillDto } from '../../repositories/consumer-lists.js';
import { listEmis, toEmiDto } from '../../repositories/consumer-loans.js';
import { toTxnDto, txnsBetween } from '../../repositories/consumer-txns.js';
import { ok, okSchema, page, pageSizeSchema } from './envelope.js';
import { billBreakUpPdf, sendPdf } from './consumer-bill-pdf.js';
import {
  billDto,
  consumerIdQuery,
  emiDto,
  pagedConsumerQuery,
  pageLimitFields,
  pageLimitQuery,
  repaymentDto,
  repositoryPaging,
  txnDto,
} from './consumer-schemas.js';

import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';

const billQuery = z.object({ billId: fromText(z.number().int().positive('billId: a whole number.')) });

/** Repayments, bills (with their transactions, EMI break-up and PDF) and EMIs on the postpe backend (spec §7.5). */
export async function consumerBillRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // Repayments (spec §7.5, §9): id, page from 1, limit 20; the rows in account_statement.statement_details.
  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-repayments'],
    {
      querystring: z.object({
        id: consumerIdQuery.shape.consumerId,
        ...pageLimitQuery,
      }),
      response: {
        200: okSchema(
          z.object({
            account_statement: z.object({ statement_details: z.array(repaymentDto), total: z.number() }),
            ...pageLimitFields,
          }),
        ),
      },
    },
    (q) => listRepayments(db, q.id, repositoryPaging(q)),
    (rows, total, q) =>
      ok({
        account_statement: { statement_details: rows, total },
        page: q.page,
        limit: q.limit,
        totalElements: total,
      }),
  );

  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-bills'],
    { querystring: pagedConsumerQuery(0, 20), response: { 200: okSchema(pageSizeSchema(billDto)) } },
    (q) => listBills(db, q.consumerId, q),
    (rows, total, q) => ok(page(rows, q.page, q.size, total)),
  );

  // A bill with its txnList (the account transactions of its period).
  serve(
    app,
    CONSUMER_READS.bill,
    { querystring: billQuery, response: { 200: okSchema(billDto.extend({ txnList: z.array(txnDto) })) } },
    async (request) => {
      const bill = await findBill(db, request.query.billId);
      if (!bill) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      const txns = await txnsBetween(db, Number(bill.consumer_id), Number(bill.start_date), Number(bill.end_date));
      return ok({ ...toBillDto(bill), txnList: txns.map(toTxnDto) });
    },
  );

  serve(
    app,
    CONSUMER_READS.emiBreakUp,
    {
      querystring: billQuery,
      response: { 200: okSchema(z.object({ billId: z.number(), items: z.array(emiDto) })) },
    },
    async (request) => {
      const bill = await findBill(db, request.query.billId);
      if (!bill) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      const { rows } = await listEmis(db, Number(bill.consumer_id), 0, 50);
      const running = rows.filter((e) => Number(e.date_of_loan_disbursed) < Number(bill.end_date));
      return ok({ billId: bill.id, items: running.map(toEmiDto) });
    },
  );

  serve(app, CONSUMER_FILES.billPdf, { querystring: billQuery }, async (request, reply) => {
    const bill = await findBill(db, request.query.billId);
    if (!bill) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
    return sendPdf(reply, `bill-${bill.id}.pdf`, billBreakUpPdf(toBillDto(bill)));
  });

  // EMIs (spec §3.17), 0-based pages.
  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-emis'],
    { querystring: pagedConsumerQuery(0, 20), response: { 200: okSchema(pageSizeSchema(emiDto)) } },
    (q) => listEmis(db, q.consumerId, q.page, q.size, q.snapshot),
    (rows, total, q) => ok(page(rows.map(toEmiDto), q.page, q.size, total)),
  );
}
