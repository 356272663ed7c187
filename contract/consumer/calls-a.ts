/**
 * Spec §7.5 consumer 360 calls, part A (issue 46 item 6): the consumer's contacts and the verified name's correction
 * (postpe), the repayment links sent and a new one, the sanction letters and the death certificate (lending). Declared
 * once here, served by server/routes/postpe/consumer-calls-a-routes.ts and server/routes/lending/consumer-calls-a-routes.ts,
 * called by the consumer 360 through dataProviders/postpe/consumer-calls-a.ts. Pure data: the bodies are in
 * calls-a-rules.ts.
 */
import { CONSUMER_DEATH_CERTIFICATE, CONSUMER_REPAYMENT_LINKS, CONSUMER_VERIFIED_NAME } from '../consumer-bindings';
import type { Endpoint } from '../endpoint';
import { consumerAccess, consumerAction, consumerRead, type ConsumerEndpoint } from './endpoints';
import { CONSUMER_VIEW } from './list-calls';
import { prefixed } from './calls';

export const CONSUMER_CALLS_A = {
  /** The consumer's emergency and reference contacts (`consumerId`), mobiles masked (revealed: 'contactMobile'). */
  contacts: consumerRead('postpe', '/contacts', CONSUMER_VIEW),
  /** Raises a correction of the verified name (four eyes, VERIFIED_NAME). */
  verifiedName: consumerAction(
    'postpe',
    'PUT',
    '/verified-name',
    consumerAccess(CONSUMER_VERIFIED_NAME.access, 'raise'),
  ),
  /** The repayment links sent to the consumer (`consumerId`), newest first, each SENT, PAID or EXPIRED. */
  repaymentLinks: consumerRead('lending', '/repayment-link', CONSUMER_VIEW),
  /** Sends a repayment link for an amount by SMS or e-mail. */
  sendRepaymentLink: consumerAction(
    'lending',
    'POST',
    '/repayment-link/send',
    consumerAccess(CONSUMER_REPAYMENT_LINKS.access, 'create'),
  ),
  /** The consumer's sanction letters (`consumerId`): the credit line's and one per loan. */
  sanctionLetters: consumerRead('lending', '/sanction-letters', CONSUMER_VIEW),
  /** One sanction letter as a PDF (`consumerId`, `letterId`). */
  sanctionLetterPdf: consumerRead('lending', '/sanction-letters/document', CONSUMER_VIEW, { answer: 'file' }),
  /** The consumer's death certificate on file (`consumerId`): its name, type, size, who uploaded it and when; or null. */
  deathCertificate: consumerRead(
    'lending',
    '/death-certificate',
    consumerAccess(CONSUMER_DEATH_CERTIFICATE.access, 'show'),
  ),
  /** The certificate itself (`consumerId`), as it was uploaded. */
  deathCertificateFile: consumerRead(
    'lending',
    '/death-certificate/document',
    consumerAccess(CONSUMER_DEATH_CERTIFICATE.access, 'show'),
    { answer: 'file' },
  ),
  /** Uploads the certificate (PDF, JPEG or PNG by its content, at most 5 MB). */
  uploadDeathCertificate: consumerAction(
    'lending',
    'POST',
    '/death-certificate/upload',
    consumerAccess(CONSUMER_DEATH_CERTIFICATE.access, 'create'),
  ),
} as const satisfies Record<string, ConsumerEndpoint>;

export type ConsumerCallA = keyof typeof CONSUMER_CALLS_A;

/** The changes among them, called like the consumer 360's other actions (with an Idempotency-Key). */
export const CONSUMER_CALLS_A_ACTIONS = {
  verifiedName: CONSUMER_CALLS_A.verifiedName,
  sendRepaymentLink: CONSUMER_CALLS_A.sendRepaymentLink,
  uploadDeathCertificate: CONSUMER_CALLS_A.uploadDeathCertificate,
} as const;
/** The JSON reads (by `consumerId`) and the files. */
export type ConsumerCallARead = 'contacts' | 'repaymentLinks' | 'sanctionLetters' | 'deathCertificate';
export type ConsumerCallAFile = 'sanctionLetterPdf' | 'deathCertificateFile';

/** For the registry (contract/endpoints.ts). */
export const CONSUMER_CALLS_A_ENDPOINTS: Readonly<Record<string, Endpoint>> = prefixed('calls-a', CONSUMER_CALLS_A);
