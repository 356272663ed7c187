/**
 * The consumer calls (contract/consumer-calls/calls.ts; issue 43 item 7, part 2), unwrapped from the merchant-support
 * envelope (`success` true → `data`): an investment account's interest detail, a video-KYC link, recharges and a
 * complaint on one, a merchant's support language.
 */
import {
  CONSUMER_CALL_ENDPOINTS as CALLS,
  type RechargeComplaintCategory,
  type RechargeType,
} from '../../contract/consumer-calls/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapMerchantSupport } from './envelope';

export interface InterestDetail {
  accountId: number;
  accountNo: string;
  product: string;
  holderName: string;
  rate: number | null;
  payoutFrequency: string | null;
  periodFrom: number | null;
  periodTo: number | null;
  principal: number | null;
  accrued: number | null;
  paid: number | null;
  due: number | null;
  lastPaidAt: number | null;
}

export interface VideoKycLink {
  linkId: string;
  merchantId: string;
  mobile: string;
  sentAt: number;
  expiresAt: number;
}

export interface SupportLanguage {
  merchantId: string;
  language: string | null;
  updatedAt: number | null;
}

export interface Recharge {
  id: number;
  consumerId: number;
  consumerName: string;
  mobile: string;
  orderId: string;
  billerCategory: string;
  billOrderType: 'Recharge';
  rechargeType: RechargeType;
  operator: string | null;
  amount: number;
  status: string;
  paymentMode: string;
  paymentDate: number;
  updatedAt: number;
  openComplaint: string | null;
}

export interface RechargeComplaint {
  id: number;
  reference: string;
  txnId: number;
  category: string;
  description: string;
  status: 'OPEN' | 'RESOLVED';
  raisedBy: string;
  raisedAt: number;
  resolvedAt: number | null;
}

export interface RechargeDetail extends Recharge {
  complaints: RechargeComplaint[];
}

export interface RechargePage {
  content: Recharge[];
  totalElements: number;
}

export interface RechargeFilters {
  rechargeType?: RechargeType | '';
  q?: string;
}

const data = <T>(response: Parameters<typeof unwrapMerchantSupport>[0]): T => unwrapMerchantSupport(response) as T;

export async function getInterestDetail(accountId: number, signal?: AbortSignal) {
  return data<InterestDetail>(await callEndpoint(CALLS.interestDetail, { body: { accountId }, signal }));
}

/** Sends a video-KYC link: the link and the server's message ('Video KYC link sent.'). */
export async function sendVideoKycLink(merchantId: string, idempotencyKey: string) {
  const body = requireSuccess(await callEndpoint(CALLS.videoKycLink, { body: { merchantId }, idempotencyKey }));
  return { link: body.data as VideoKycLink, message: String(body.message) };
}

export async function getSupportLanguage(merchantId: string, signal?: AbortSignal) {
  return data<SupportLanguage>(await callEndpoint(CALLS.supportLanguage, { values: { merchantId }, signal }));
}

export async function listRecharges(filters: RechargeFilters, page: number, limit: number, signal?: AbortSignal) {
  const values = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return data<RechargePage>(await callEndpoint(CALLS.rechargeList, { values, query: { page, limit }, signal }));
}

export async function getRecharge(txnId: number, signal?: AbortSignal) {
  return data<RechargeDetail>(await callEndpoint(CALLS.rechargeDetails, { values: { txnId }, signal }));
}

export interface RechargeComplaintInput {
  txnId: number;
  category: RechargeComplaintCategory;
  description: string;
}

export async function raiseRechargeComplaint(body: RechargeComplaintInput, idempotencyKey: string) {
  return data<RechargeComplaint>(await callEndpoint(CALLS.rechargeComplaint, { body, idempotencyKey }));
}
