import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime, orNotAvailable } from '../../format';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'mobileChange';

/** A proof as the maker chose it or the request carries it: name, size in bytes, media type. */
export interface ProofFacts {
  fileName: string;
  size: number;
  mediaType: string;
}

/** Pure: a proof restated in one line: 'sim-letter.png · 12.3 KB · image/png'. */
export const proofLine = (p: ProofFacts, translate: Translate): string =>
  translate(`${T}.proof_chosen`, {
    name: p.fileName,
    size: translate(`${T}.proof_size`, { kb: (p.size / 1024).toFixed(1) }),
    type: p.mediaType || 'N/A',
  });

/** Pure: what the maker confirms before the request is sent: the merchant, its mobile now → the new one, why, proof. */
export function raiseSummary(
  input: {
    merchant: { merchantId: string; name: string; mobile: string | null };
    newMobile: string;
    reason: string;
    proof: ProofFacts;
  },
  translate: Translate,
): DecisionSummary {
  const { merchant } = input;
  return {
    subject: translate(`${T}.subject`, { name: merchant.name, id: merchant.merchantId }),
    facts: [
      [translate(`${T}.reason`), input.reason],
      [translate(`${T}.proof`), proofLine(input.proof, translate)],
    ],
    changes: [
      {
        label: translate(`${T}.current_mobile`),
        before: orNotAvailable(merchant.mobile),
        after: input.newMobile,
      },
    ],
    next: translate(`${T}.next_raise`),
  };
}

/** A mobile change request as the list sends it (numbers masked). */
export interface MobileChangeRow {
  id: number;
  merchantId: string;
  status: string;
  proposed: {
    merchantName?: string;
    mobile?: string;
    reason?: string;
    fileName?: string;
    mediaType?: string;
    size?: number;
  };
  previous: { mobile?: string | null } | null;
  makerEmail: string;
  makerRemarks: string | null;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  decidedAt: number | null;
  canDecide: boolean;
  raisedByViewer: boolean;
}

/** Pure: what the checker confirms: whose mobile, who asked, why and with which proof, old → new (masked), next. */
export function decisionSummary(row: MobileChangeRow, isApproved: boolean, translate: Translate): DecisionSummary {
  const p = row.proposed;
  return {
    subject: `${translate('pages.approvals.kinds.MOBILE_CHANGE')} #${row.id}`,
    facts: [
      [translate(`${T}.merchant`), `${orNotAvailable(p.merchantName)} (${row.merchantId})`],
      [translate(`${T}.reason`), orNotAvailable(p.reason)],
      [
        translate(`${T}.proof`),
        p.fileName
          ? proofLine({ fileName: p.fileName, size: p.size ?? 0, mediaType: p.mediaType ?? '' }, translate)
          : 'N/A',
      ],
      [translate(`${T}.maker`), `${row.makerEmail}, ${formatDateTime(row.createdAt)}`],
      [translate(`${T}.maker_remarks`), orNotAvailable(row.makerRemarks)],
    ],
    changes: [
      {
        label: translate(`${T}.current_mobile`),
        before: orNotAvailable(row.previous?.mobile),
        after: orNotAvailable(p.mobile),
      },
    ],
    next: isApproved
      ? translate('pages.approvals.decision.next_mobile')
      : translate('pages.approvals.decision.next_reject'),
  };
}
