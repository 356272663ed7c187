import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_CALLS_A as C } from '../../../contract/consumer/calls-a.js';
import {
  CALLS_A_MESSAGES as M,
  DEATH_CERTIFICATE_MAX_BYTES,
  deathCertificateBody,
  minutesUntilNextSend,
  REPAYMENT_LINK_CHANNELS,
  REPAYMENT_LINK_RULES,
  REPAYMENT_LINK_STATES,
  repaymentLinkBody,
  withinDue,
} from '../../../contract/consumer/calls-a-rules.js';
import { formatRupees } from '../../../contract/disputes/rules.js';
import { consumerIdQuery } from '../../../contract/consumer/queries.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findConsumer, type Consumer } from '../../repositories/consumer-accounts.js';
import {
  insertDeathCertificate,
  insertRepaymentLink,
  lastLinkSentAt,
  latestDeathCertificate,
  listRepaymentLinks,
  maskDestination,
  passLinkGate,
  toCertificateWire,
} from '../../repositories/consumer-calls-a.js';
import { keepInOutbox } from '../../repositories/otp-outbox.js';
import { checkProofSize, decodeProof, proofMediaType } from '../chargeback/proof-checks.js';
import { serveConsumerRead } from '../common/consumer-read.js';
import { serve } from '../declared.js';
import { textPdf, sendPdf } from '../postpe/consumer-bill-pdf.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';
import { sendDocument } from '../send-document.js';
import { ok } from './envelope.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A link id: 10 letters and digits (it fits the dev outbox's code column). */
const newLinkId = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);
/** The base64 of 5 MB, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

const linkDto = z.object({
  id: z.number(),
  linkId: z.string(),
  amount: z.number(),
  channel: z.enum(REPAYMENT_LINK_CHANNELS),
  destination: z.string().nullable(),
  state: z.enum(REPAYMENT_LINK_STATES),
  sentBy: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
});
const letterDto = z.object({
  letterId: z.string(),
  product: z.enum(['CREDIT_LINE', 'EMI_LOAN']),
  lender: z.string(),
  sanctionedAmount: z.number(),
  sanctionedAt: z.number(),
  loanId: z.number().nullable(),
});
const certificateDto = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.number(),
  remarks: z.string(),
});
const letterQuery = consumerIdQuery.extend({
  letterId: z.string().regex(/^(CL|LN)-\d{1,12}$/, 'letterId: CL-<consumer id> or LN-<loan id>.'),
});

type Letter = z.infer<typeof letterDto>;

/** The consumer's sanction letters: the credit line's (its limit, at activation) and one per EMI loan. */
async function lettersOf(db: AppDeps['db'], c: Consumer): Promise<Letter[]> {
  const lender = c.nbfc_name ?? 'PostPe NBFC partner';
  const loans = await db
    .selectFrom('consumer_emis')
    .select(['id', 'lender', 'disbursed_amount', 'date_of_loan_disbursed'])
    .where('consumer_id', '=', Number(c.id))
    .orderBy('date_of_loan_disbursed', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const creditLine: Letter[] =
    c.activated_at === null
      ? []
      : [
          {
            letterId: `CL-${c.id}`,
            product: 'CREDIT_LINE',
            lender,
            sanctionedAmount: Number(c.account_limit),
            sanctionedAt: Number(c.activated_at),
            loanId: null,
          },
        ];
  return [
    ...creditLine,
    ...loans.map((l) => ({
      letterId: `LN-${l.id}`,
      product: 'EMI_LOAN' as const,
      lender: l.lender,
      sanctionedAmount: Number(l.disbursed_amount),
      sanctionedAt: Number(l.date_of_loan_disbursed),
      loanId: Number(l.id),
    })),
  ];
}

/** A sanction letter's text (the shared one-page PDF builder). Times in epoch seconds, as the consumer tables keep them. */
function sanctionLetterPdf(c: Consumer, l: Letter): Buffer {
  const date = new Date(l.sanctionedAt * 1000).toISOString().slice(0, 10);
  return textPdf([
    `Sanction Letter - ${l.letterId}`,
    `Borrower: ${c.verified_name} (consumer ${c.id})`,
    `Lender: ${l.lender}`,
    l.product === 'CREDIT_LINE' ? 'Facility: PostPe credit line' : `Facility: EMI loan ${l.loanId}`,
    `Sanctioned amount: Rs. ${formatRupees(l.sanctionedAmount)}   Sanctioned on: ${date}`,
    'This letter confirms the sanction of the facility above on the terms accepted by the borrower.',
  ]);
}

/**
 * Spec §7.5 on the lending backend (issue 46 item 6): repayment links (send: at most what is due, by SMS or e-mail
 * through the dev outbox, one per cooldown by one conditional update, audited; get: the links with their state), the
 * sanction letters (listed, and each a PDF), and the death certificate (uploaded as PDF/JPEG/PNG by its content, at
 * most 5 MB, kept in the document store, audited; its details and the file fetched back).
 */
export async function consumerCallsALendingRoutes(app: FastifyInstance, { db, documents, config }: AppDeps) {
  const consumer = async (id: number) => {
    const row = await findConsumer(db, id);
    if (!row) throw new RequestError(404, M.notFound);
    return row;
  };

  serveConsumerRead(app, C.repaymentLinks, z.array(linkDto), async (consumerId) => {
    await consumer(consumerId);
    return listRepaymentLinks(db, consumerId, Date.now());
  });

  serveConsumerAction(
    app,
    db,
    C.sendRepaymentLink,
    { body: repaymentLinkBody, data: linkDto },
    async (trx, b, who, c) => {
      const due = Number(c.total_due_amount);
      if (!withinDue(b.amount, due)) throw new RequestError(400, M.amountOverDue(`₹${formatRupees(due)}`));
      const destination = b.channel === 'SMS' ? c.mobile_number : c.email;
      if (!destination) throw new RequestError(409, M.noEmail);
      const at = Date.now();
      const cooldown = REPAYMENT_LINK_RULES.cooldownMinutes * MINUTE;
      if (!(await passLinkGate(trx, Number(c.id), at, at - cooldown))) {
        const last = (await lastLinkSentAt(trx, Number(c.id))) ?? at;
        throw new RequestError(409, M.cooldown(minutesUntilNextSend(last, at)));
      }
      const link = {
        consumerId: Number(c.id),
        linkId: newLinkId(),
        amount: b.amount,
        channel: b.channel,
        destination,
        sentBy: who.email,
        sentAt: at,
        expiresAt: at + REPAYMENT_LINK_RULES.expiryHours * HOUR,
      };
      const id = await insertRepaymentLink(trx, link);
      // Development only, as a sign-in code: the link's id at the consumer's mobile or e-mail (GET /api/crm/dev/outbox).
      if (config.devMode) await keepInOutbox(trx, destination, link.linkId, at);
      const masked = maskDestination(b.channel, destination);
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.repayment_link_send',
        entity: 'consumers',
        entityId: Number(c.id),
        after: { linkId: link.linkId, amount: b.amount, channel: b.channel, to: masked, expiresAt: link.expiresAt },
        at,
      });
      const { consumerId: _, destination: __, ...rest } = link;
      return ok(
        { ...rest, id, destination: masked, state: 'SENT' as const, paidAt: null },
        M.linkSent(link.linkId, `₹${formatRupees(b.amount)}`, masked ?? ''),
      );
    },
  );

  serveConsumerRead(app, C.sanctionLetters, z.array(letterDto), async (consumerId) =>
    lettersOf(db, await consumer(consumerId)),
  );

  serve(app, C.sanctionLetterPdf, { querystring: letterQuery }, async (request, reply) => {
    const c = await consumer(request.query.consumerId);
    const letter = (await lettersOf(db, c)).find((l) => l.letterId === request.query.letterId);
    if (!letter) throw new RequestError(404, M.notFound);
    return sendPdf(reply, `sanction-letter-${letter.letterId}.pdf`, sanctionLetterPdf(c, letter));
  });

  serveConsumerRead(app, C.deathCertificate, certificateDto.nullable(), async (consumerId) => {
    await consumer(consumerId);
    const row = await latestDeathCertificate(db, consumerId);
    return row ? toCertificateWire(row) : null;
  });

  serve(app, C.deathCertificateFile, { querystring: consumerIdQuery }, async (request, reply) => {
    const row = await latestDeathCertificate(db, request.query.consumerId);
    if (!row) throw new RequestError(404, M.noCertificate);
    const w = toCertificateWire(row);
    return sendDocument(reply, { ...w, bytes: await documentBytes(documents, row.content_key, null) });
  });

  serveConsumerAction(
    app,
    db,
    C.uploadDeathCertificate,
    { body: deathCertificateBody, data: certificateDto },
    async (trx, b, who, c) => {
      // The file first: its size and its content (magic bytes, never its name), before anything is written.
      const bytes = decodeProof(b.content, 'content');
      checkProofSize(bytes.length, 'content', { max: DEATH_CERTIFICATE_MAX_BYTES, message: M.certificateTooLarge });
      const mediaType = await proofMediaType(bytes, 'content');
      const key = await documents.put(bytes);
      const at = Date.now();
      const doc = { consumerId: Number(c.id), fileName: b.fileName, mediaType, size: bytes.length, key };
      await insertDeathCertificate(trx, { ...doc, remarks: b.remarks, by: who.email, at });
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.death_certificate_upload',
        entity: 'consumers',
        entityId: Number(c.id),
        after: { fileName: b.fileName, mediaType, size: bytes.length, key, remarks: b.remarks },
        at,
      });
      const row = (await latestDeathCertificate(trx, Number(c.id)))!;
      return ok(toCertificateWire(row), M.certificateUploaded(b.fileName, Number(c.id)));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
}
