/**
 * The TP club (spec §2.3 /tp-club and /club/cancel-refund; §6 'club (limits, cashback, force withdrawal,
 * maker/approver)'; issue 46 item 4), declared once (contract/endpoint.ts). A member's club account is an investment
 * account of product CLUB. Force withdrawal pays a member's whole club balance out under four eyes (kind
 * CLUB_FORCE_WITHDRAW, the treasury's investment request maker and checker); a missing interest application is applied
 * once; a club subscription is cancelled and its amount refunded to the member's club balance once.
 */
import type { Endpoint } from '../endpoint';
import { byPart } from '../endpoint-parts';
import { INVESTMENT_REQUESTS } from '../invest-ops-bindings';
import type { PermissionKey } from '../permissions';

export const CLUB_VIEW_KEY = 'CAN_VIEW_CLUB' satisfies PermissionKey;
export const CLUB_INTEREST_KEY = 'CAN_APPLY_CLUB_INTEREST' satisfies PermissionKey;
export const CLUB_REFUND_KEY = 'CAN_CANCEL_CLUB_SUBSCRIPTION' satisfies PermissionKey;

/** The product of a club member's investment account. */
export const CLUB_PRODUCT = 'CLUB';
/** The maker/checker kind of a force withdrawal (≤ 20 characters). */
export const CLUB_FORCE_WITHDRAW_KIND = 'CLUB_FORCE_WITHDRAW';
/** Transaction types a club account's moves are written with. */
export const CLUB_TXN = { withdraw: 'FORCE_WITHDRAWAL', interest: 'INTEREST', refund: 'SUBSCRIPTION_REFUND' } as const;

export const INTEREST_DUE_STATES = ['PENDING', 'APPLIED'] as const;
export const SUBSCRIPTION_STATES = ['ACTIVE', 'CANCELLED'] as const;

export const CLUB_MESSAGES = {
  notFound: 'No Record Found!',
  notClub: 'Not a club account.',
  notActive: 'The account is not ACTIVE.',
  noBalance: 'The club balance is zero: there is nothing to withdraw.',
  balanceMoved: 'The club balance has changed since this request was raised; raise it again.',
  withdrawRaised: 'Force withdrawal raised; the balance is paid out once a checker approves it.',
  interestApplied: 'Interest applied.',
  interestAlready: 'This interest has already been applied.',
  refunded: 'Subscription cancelled and refunded.',
  alreadyCancelled: 'This subscription has already been cancelled.',
} as const;

/** The interest a period is owed, as a reference on the account's INTEREST transaction (one per period). */
export const interestReference = (period: string) => `CLUBINT${period.replace('-', '')}`;
/** A subscription refund's reference on the account's transaction. */
export const refundReference = (subscriptionId: number) => `CLUBREF${subscriptionId}`;

const ALL_KEYS: readonly PermissionKey[] = [
  CLUB_VIEW_KEY,
  CLUB_INTEREST_KEY,
  CLUB_REFUND_KEY,
  'CAN_RAISE_INVESTMENT_REQUEST',
  'CAN_APPROVE_INVESTMENT_REQUEST',
];
/** Who reads the club pages, applies interest, refunds subscriptions. */
export const CLUB_RULES = { list: ALL_KEYS, create: [CLUB_INTEREST_KEY], delete: [CLUB_REFUND_KEY] } as const;

const read = (path: string): Endpoint => ({
  backend: 'investment',
  method: 'GET',
  path,
  access: { rules: CLUB_RULES, actions: ['list'] },
  paging: 'whole',
});

export const CLUB_CALLS = {
  /** Club members: account, balance, holdings' value, networth. */
  members: read('/club/members'),
  /** What came in: credits by day and product. */
  collections: read('/club/collections'),
  /** Cashback eligible by the club's rule vs credited, per member. */
  cashback: read('/club/cashback-check'),
  interestDues: read('/club/interest-dues'),
  subscriptions: read('/club/subscriptions'),
  applyInterest: {
    backend: 'investment',
    method: 'POST',
    path: '/club/interest-dues/apply',
    access: { rules: CLUB_RULES, actions: ['create'] },
    idempotent: true,
  },
  cancelRefund: {
    backend: 'investment',
    method: 'POST',
    path: '/club/subscriptions/cancel-refund',
    access: { rules: CLUB_RULES, actions: ['delete'] },
    idempotent: true,
  },
  raiseForceWithdraw: {
    backend: 'investment',
    method: 'POST',
    path: '/club/force-withdraw/raise-request',
    access: { rules: INVESTMENT_REQUESTS.access, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const CLUB_ENDPOINTS: Readonly<Record<string, Endpoint>> = byPart({ club: CLUB_CALLS });
