import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { BACKEND_CONVENTIONS } from '../../../contract/backends.js';
import { CONSUMER_ACTIONS, CONSUMER_FILES, CONSUMER_LOAN_READS } from '../../../contract/consumer/calls.js';
import type { ConsumerEndpoint } from '../../../contract/consumer/endpoints.js';
import { CONSUMER_MESSAGES, forecloseBody } from '../../../contract/consumer/forms.js';
import { canForeclose, canSeeEmiDetails } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import {
  findEmi,
  forecloseEmi,
  ledgerOf,
  quoteOf,
  toEmiDto,
  type ConsumerEmi,
} from '../../repositories/consumer-loans.js';
import { findNach } from '../../repositories/consumer-documents.js';
import { kfsPdf, sendPdf } from '../postpe/consumer-bill-pdf.js';
import { emiDto, ledgerRow, nachDto, quoteDto, scheduleRow } from '../postpe/consumer-schemas.js';
import { ok, okSchema } from './envelope.js';
import { serve } from '../declared.js';
import { serveInTransaction } from '../common/transaction-action.js';

/** Where the KFS letter is read, as the console follows the loanLink. */
const KFS_DOCUMENT = `${BACKEND_CONVENTIONS.lending.basePath}${CONSUMER_FILES.kfs.path}`;
const loanQuery = z.object({ loanId: fromText(z.number().int().positive('loanId: a whole number.')) });
const DETAILS_REFUSED = 'Foreclose Details and Ledger are available for ACTIVE, FORECLOSED and CLOSED loans only.';

/** EMI loan views and the foreclosure (spec §3.17, §4, §5.8) on the lending backend. */
export async function consumerLoanRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const loan = async (id: number): Promise<ConsumerEmi> => {
    const e = await findEmi(db, id);
    if (!e) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
    return e;
  };
  const detailsOnly = (e: ConsumerEmi) => {
    if (!canSeeEmiDetails(e.loan_status)) throw new RequestError(409, DETAILS_REFUSED);
  };
  const get = (endpoint: ConsumerEndpoint, data: z.ZodType, handler: (e: ConsumerEmi) => unknown) =>
    serve(app, endpoint, { querystring: loanQuery, response: { 200: okSchema(data) } }, async (request) =>
      ok(await handler(await loan(request.query.loanId))),
    );

  get(CONSUMER_LOAN_READS.detail, emiDto.extend({ schedule: z.array(scheduleRow) }), (e) => {
    const dto = toEmiDto(e);
    return { ...dto, schedule: dto.loanInstallmentSchedule };
  });
  get(CONSUMER_LOAN_READS.quote, quoteDto, (e) => {
    detailsOnly(e);
    return quoteOf(e);
  });
  get(CONSUMER_LOAN_READS.ledger, z.array(ledgerRow), (e) => {
    detailsOnly(e);
    return ledgerOf(e);
  });
  // NACH (spec §3.17): the loan's mandate, its account masked to the last 4 digits; null when it has none.
  get(CONSUMER_LOAN_READS.nach, nachDto.nullable(), (e) => findNach(db, e.id));
  // KFS letter (spec §3.17): the loanLink of the loan's Key Fact Statement PDF (GET /kfs/document).
  get(CONSUMER_LOAN_READS.kfs, z.object({ loanLink: z.string() }), (e) => ({
    loanLink: `${KFS_DOCUMENT}?loanId=${e.id}`,
  }));
  serve(app, CONSUMER_FILES.kfs, { querystring: loanQuery }, async (request, reply) => {
    const e = await loan(request.query.loanId);
    return sendPdf(reply, `kfs-${e.id}.pdf`, kfsPdf(toEmiDto(e)));
  });

  // Foreclose (spec §3.17): bank reference (max 20), comments, txnType OFFLINE_BILL_PAYMENT; one conditional update.
  serveInTransaction(
    app,
    db,
    CONSUMER_ACTIONS.foreclose,
    { body: forecloseBody, data: emiDto },
    async (trx, b, who) => {
      const e = await findEmi(trx, b.loanId);
      if (!e || Number(e.consumer_id) !== b.consumerId) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      const quote = quoteOf(e);
      const at = Math.floor(Date.now() / 1000);
      const allowed = canForeclose({ canForeclose: e.can_foreclose === 1, loanStatus: e.loan_status });
      if (
        !allowed ||
        !(await forecloseEmi(trx, e, {
          amount: quote.foreclosureAmount,
          reference: b.bankReferenceNumber,
          comments: b.comments,
          at,
        }))
      )
        throw new RequestError(
          409,
          'This loan cannot be foreclosed (it is not ACTIVE, or foreclosure is not allowed).',
        );
      const after = (await findEmi(trx, b.loanId))!;
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.emi_foreclose',
        entity: 'consumer_emis',
        entityId: b.loanId,
        before: { loanStatus: e.loan_status },
        after: {
          loanStatus: after.loan_status,
          quote,
          bankReferenceNumber: b.bankReferenceNumber,
          comments: b.comments,
        },
      });
      await addCrmAudit(trx, b.consumerId, at, who, 'FORECLOSE_EMI', {
        request: {
          requestDto: {
            amount: quote.foreclosureAmount,
            bankReferenceNumber: b.bankReferenceNumber,
            txnType: b.txnType,
            consumerId: b.consumerId,
          },
        },
      });
      return ok(toEmiDto(after), CONSUMER_MESSAGES.foreclosed);
    },
  );
}
