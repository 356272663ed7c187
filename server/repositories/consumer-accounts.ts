import type { Kysely, Selectable } from 'kysely';
import { maskAccountNumber, maskAddress, maskDob, maskMobile, maskPan } from '../../contract/pii.js';
import type { ConsumerTable, Database } from '../db/database.js';

export type Consumer = Selectable<ConsumerTable>;
type Json = Record<string, unknown>;

/** The consumer's display-only detail (profile_json), read as plain JSON. */
export function profileOf(row: Pick<Consumer, 'profile_json'>): Json {
  const parsed: unknown = JSON.parse(row.profile_json);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : {};
}
const objectAt = (source: Json, key: string): Json | null => {
  const value = source[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function findConsumer(db: Kysely<Database>, id: number): Promise<Consumer | undefined> {
  return db.selectFrom('consumers').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The lookup (spec §2.13): a 10-digit value is a mobile first, else a consumer id; a 12-digit 91… value that is no
 * consumer id is tried as a mobile with its country code. Each step is one indexed query.
 */
export async function findByLookup(db: Kysely<Database>, value: string): Promise<Consumer | undefined> {
  const byMobile = (mobile: string) =>
    db.selectFrom('consumers').selectAll().where('mobile_number', '=', mobile).executeTakeFirst();
  if (value.length === 10) {
    const found = await byMobile(value);
    if (found) return found;
  }
  const byId = await findConsumer(db, Number(value));
  if (byId) return byId;
  if (value.length === 12 && value.startsWith('91')) return byMobile(value.slice(2));
  return undefined;
}

const bool = (n: number) => n === 1;

/** Spec §3.12: the consumer record and postPaidAccount, feature flags and user status; personal data masked. */
export function toSummaryDto(c: Consumer) {
  const p = profileOf(c);
  const dsa = objectAt(p, 'dsa') ?? {};
  return {
    consumerId: Number(c.id),
    mobileNumber: maskMobile(c.mobile_number),
    verifiedName: c.verified_name,
    email: c.email,
    createdAt: Number(c.created_at),
    activatedAt: c.activated_at === null ? null : Number(c.activated_at),
    kycLevel: c.kyc_level,
    accountType: c.account_type,
    cardActivated: bool(c.card_activated),
    accountStatus: c.account_status,
    nbfcName: c.nbfc_name,
    cashbackTier: c.cashback_tier,
    referredBy: c.referred_by,
    platform: c.platform,
    appVersion: c.app_version,
    kycFailureReason: c.kyc_failure_reason,
    closedDate: c.closed_date === null ? null : Number(c.closed_date),
    dpdDays: c.dpd_days,
    highestDpdDays: c.highest_dpd_days,
    impsCharge: Number(c.imps_charge),
    isWriteOff: bool(c.is_write_off),
    writeOffAmount: c.write_off_amount === null ? null : Number(c.write_off_amount),
    writeOffDate: c.write_off_date === null ? null : Number(c.write_off_date),
    permanentBlockedUser: { blocked: bool(c.permanent_blocked), reason: c.blocked_reason, remark: c.blocked_remark },
    dsaCreditCard: {
      eligible: dsa.eligible === true,
      leadGenerated: dsa.leadGenerated === true,
      partner: text(dsa.partner),
    },
    ccbpSpecialOffer: p.ccbpSpecialOffer === true,
    dueDate: c.due_date === null ? null : Number(c.due_date),
    postPaidAccount: {
      agreement: p.agreement === true,
      accountLimit: Number(c.account_limit),
      usedLimit: Number(c.used_limit),
      availableLimit: Math.max(0, Number(c.account_limit) - Number(c.used_limit)),
      repaymentAmount: Number(c.repayment_amount),
      receivedAmount: Number(c.received_amount),
      penalty: Number(c.penalty),
      duePenalty: Number(c.due_penalty),
      dueNowAmount: Number(c.due_now_amount),
      totalDueAmount: Number(c.total_due_amount),
      usedBreakup: { spent: Number(c.spent) },
    },
    featureFlags: featureFlagsOf(c),
    userStatus: objectAt(p, 'userStatus') ?? {
      status: c.account_status,
      deleted_at: null,
      deletion_error_reason: null,
    },
    version: c.version,
  };
}
export type ConsumerSummary = ReturnType<typeof toSummaryDto>;

export function featureFlagsOf(c: Consumer): Record<string, boolean> {
  const f = objectAt(profileOf(c), 'features') ?? {};
  return { POSTPE_PAYMENT_MODE: f.POSTPE_PAYMENT_MODE === true, CC_BILL_PAYMENT: f.CC_BILL_PAYMENT === true };
}

/** Spec §3.22 KYC docs (POA front image, identifier, address, formatted dob; selfie) and PAN, masked. */
export function toKycDto(c: Consumer) {
  const kyc = objectAt(profileOf(c), 'kyc');
  if (!kyc) return { docs: [], panNumber: null };
  const poa = objectAt(kyc, 'poa') ?? {};
  return {
    docs: [
      {
        docType: 'POA',
        docFrontImageUrl: null,
        imageId: null,
        imageMasked: true,
        docIdentifier: text(poa.docIdentifier),
        address: maskAddress(text(poa.address)),
        formattedDob: maskDob(text(poa.formattedDob)),
      },
      ...(kyc.selfie === true
        ? [
            {
              docType: 'SELFIE',
              docFrontImageUrl: null,
              imageId: null,
              imageMasked: true,
              docIdentifier: null,
              address: null,
              formattedDob: null,
            },
          ]
        : []),
    ],
    panNumber: maskPan(text(kyc.pan)),
  };
}

/** The clear value of one personal field, for an audited reveal; null when the consumer has none. */
export function clearValueOf(c: Consumer, field: string): string | null {
  const kyc = objectAt(profileOf(c), 'kyc') ?? {};
  const poa = objectAt(kyc, 'poa') ?? {};
  switch (field) {
    case 'mobile':
      return c.mobile_number;
    case 'pan':
      return text(kyc.pan);
    case 'address':
      return text(poa.address);
    case 'dob':
      return text(poa.formattedDob);
    case 'identifier':
      return text(poa.docIdentifier);
    default:
      return null;
  }
}

/** Spec §3.18 card, delivery and (for CAN_VIEW_UNITY_BANK_CARD) the Unity card state. */
export function toCardDto(c: Consumer, withUnity: boolean) {
  const p = profileOf(c);
  const card = objectAt(p, 'card');
  return {
    appState: text(card?.appState),
    cardUsabilityStatus: text(card?.cardUsabilityStatus),
    cardActivated: bool(c.card_activated),
    cardDetails: card
      ? {
          last_digits: text(card.last_digits),
          bin_number: text(card.bin_number),
          policies_activated: Array.isArray(card.policies_activated) ? (card.policies_activated as string[]) : [],
          policies_assigned: Array.isArray(card.policies_assigned) ? (card.policies_assigned as string[]) : [],
        }
      : null,
    delivery: objectAt(p, 'delivery'),
    unityCard: withUnity ? objectAt(p, 'unity') : null,
  };
}

/** Spec §3.13 limits per PAYMENT and BANK_TRANSFER (one indexed read). */
export async function limitsOf(db: Kysely<Database>, consumerId: number, txnTypes: readonly string[]) {
  const rows = await db
    .selectFrom('consumer_limits')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('txn_type', 'in', [...txnTypes])
    .execute();
  return Object.fromEntries(
    rows.map((r) => [
      r.txn_type,
      {
        availableLimit: Number(r.available_limit),
        usedLimit: Number(r.used_limit),
        monthLimit: Number(r.month_limit),
        monthlyLimit: Number(r.month_limit),
        perTransactionLimit: Number(r.per_transaction_limit),
        perTransaction: Number(r.per_transaction_limit),
        charges: Number(r.charges),
        charge: Number(r.charges),
        yearlyLimit: Number(r.yearly_limit),
      },
    ]),
  );
}

/** Spec §3.13 send-money limit of the loan overview. */
export function sendMoneyLimitOf(c: Consumer) {
  const sm = objectAt(profileOf(c), 'sm') ?? {};
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    approvedSmLimit: n(sm.approvedSmLimit),
    availableSmLimit: n(sm.availableSmLimit),
    usedSmLimit: n(sm.usedSmLimit),
    plAmountBlockedOnSmUsage: n(sm.plAmountBlockedOnSmUsage),
  };
}

/** One conditional update of the account status (on the version read), so two agents cannot both apply. */
export async function setAccountStatus(
  db: Kysely<Database>,
  c: Consumer,
  set: {
    account_status: string;
    permanent_blocked: number;
    blocked_reason: string | null;
    blocked_remark: string | null;
    closed_date: number | null;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('consumers')
    .set({ ...set, version: c.version + 1 })
    .where('id', '=', c.id)
    .where('version', '=', c.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Waives `amount` of the due penalty: one conditional update that refuses more than is due. */
export async function waivePenalty(db: Kysely<Database>, c: Consumer, amount: number): Promise<boolean> {
  const r = await db
    .updateTable('consumers')
    .set((eb) => ({
      due_penalty: eb('due_penalty', '-', amount),
      total_due_amount: eb('total_due_amount', '-', amount),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', c.id)
    .where('due_penalty', '>=', amount)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The approved new limit (maker/checker), applied on the version the request saw. */
export async function applyAccountLimit(
  db: Kysely<Database>,
  id: number,
  version: number,
  limit: number,
): Promise<boolean> {
  return applyOnVersion(db, id, version, { account_limit: limit });
}

/** A four-eyes change applied on the version its maker saw (one conditional update; the version moves on). */
export async function applyOnVersion(
  db: Kysely<Database>,
  id: number,
  version: number,
  set: Partial<Pick<Consumer, 'account_limit' | 'verified_name'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('consumers')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export { maskAccountNumber };

/** An offline repayment: one conditional update that refuses more than the total due or a closed account. */
export async function recordRepayment(db: Kysely<Database>, id: number, amount: number): Promise<boolean> {
  const r = await db
    .updateTable('consumers')
    .set((eb) => ({
      received_amount: eb('received_amount', '+', amount),
      total_due_amount: eb('total_due_amount', '-', amount),
      used_limit: eb('used_limit', '-', amount),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('total_due_amount', '>=', amount)
    .where('used_limit', '>=', amount)
    .where('account_status', '<>', 'CLOSED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
