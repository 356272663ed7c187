import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_FILES } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import { canGetLenderNoc, NOC_REFUSED } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findEmi, toEmiDto } from '../../repositories/consumer-loans.js';
import { lenderNocPdf, loanLetterPdf, sendPdf } from './consumer-bill-pdf.js';
import { serve } from '../declared.js';

const loanQuery = z.object({ loanId: fromText(z.number().int().positive('loanId: a whole number.')) });

/** A loan's letters on the postpe backend (spec §7.5): GET /lender-noc (paid-off loans only) and GET /loan-letter. */
export async function consumerLetterRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const loan = async (id: number) => {
    const e = await findEmi(db, id);
    if (!e) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
    return toEmiDto(e);
  };
  serve(app, CONSUMER_FILES.lenderNoc, { querystring: loanQuery }, async (request, reply) => {
    const e = await loan(request.query.loanId);
    if (!canGetLenderNoc(e.loanStatus)) throw new RequestError(409, NOC_REFUSED);
    return sendPdf(reply, `noc-${e.id}.pdf`, lenderNocPdf(e));
  });
  serve(app, CONSUMER_FILES.loanLetter, { querystring: loanQuery }, async (request, reply) => {
    const e = await loan(request.query.loanId);
    return sendPdf(reply, `loan-letter-${e.id}.pdf`, loanLetterPdf(e));
  });
}
