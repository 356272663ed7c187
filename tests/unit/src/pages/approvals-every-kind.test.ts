import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS, type RequestKind as MakerCheckerKind } from '../../../../contract/approvals/calls';
import { inboxDecisionSummary } from '../../../../src/pages/approvals/inbox-decision';
import { INBOX_KINDS } from '../../../../src/pages/approvals/inbox-kinds';
import type { ApprovalRequestRecord, RequestKind } from '../../../../src/pages/approvals/request-diff';
import { keyTranslate } from '../../helpers/key-translate';
import { pages } from '../../../../src/i18n/en/pages';
import { requestItem } from './inbox-fixtures';
import { REFUND_VALUES } from '../../merchant-refunds/fixtures';

const WHOM = 'pages.approvals.decision.whom';
const AMOUNT = 'pages.approvals.decision.amount';

interface Case {
  /** The request's values as the server raises them (server/routes/…: insertRequest / raiseRequest). */
  request: Partial<ApprovalRequestRecord>;
  /** Whom the dialog names. */
  whom: [string, string];
  /** The amount it moves, when it moves one (a cap or limit changed shows old → new instead). */
  amount?: string;
  /** One change it shows, before → after (kinds that change a value). */
  change?: { field: string; before: string; after: string };
  /** The key of what approving does, and of the toast once approved. */
  next: string;
  toast: string;
}

/**
 * An MDR or rental change (issue 44 item 2) as the server raises it: one value of a merchant's target, before → after,
 * and how the dialog shows the two.
 */
function swipeCase(
  kind: 'MDR_CHANGE' | 'RENTAL_CHANGE',
  target: Record<string, string>,
  [field, before, after]: [string, number, number],
  shown: [string, string],
): Case {
  const base = { merchantId: '1000007', ...target };
  const state = kind === 'MDR_CHANGE' ? 'next_mdr' : 'next_rental';
  return {
    request: { targetId: 7, proposed: { ...base, [field]: after }, previous: { ...base, [field]: before } },
    whom: [`${WHOM}.merchant`, '1000007'],
    change: { field, before: shown[0], after: shown[1] },
    next: `pages.approvals.decision.${state}`,
    toast: `pages.approvals.approved_state.${kind}`,
  };
}

/** One pending request of every kind the inbox decides, shaped as the server raises it (issue 41 "Done when"). */
const CASES: Record<MakerCheckerKind, Case> = {
  LIMIT: {
    request: {
      targetId: 4,
      proposed: { max_count: 42, max_amount: 200000 },
      previous: { max_count: 37, max_amount: 100000 },
      current: { max_count: 37, max_amount: 100000, transaction_type: 'UPI', txn_indicator: 'DEBIT' },
    },
    whom: [`${WHOM}.limit`, 'UPI DEBIT'],
    change: { field: 'max_amount', before: '₹1,00,000.00', after: '₹2,00,000.00' },
    next: 'pages.approvals.decision.next_limit',
    toast: 'pages.approvals.approved_state.LIMIT',
  },
  CASHBACK: {
    request: { productType: 'GOODWILL', proposed: { consumerId: '1012345678', txnId: 'TXN1', amount: 150 } },
    whom: [`${WHOM}.consumer`, '1012345678'],
    amount: '₹150.00',
    next: 'pages.approvals.decision.next_cashback',
    toast: 'pages.approvals.approved_state.CASHBACK',
  },
  CONSUMER_LIMIT: {
    request: {
      productType: 'POSTPE',
      targetId: 1003,
      proposed: { account_limit: 4500000, consumerId: 1003 },
      previous: { account_limit: 6000000 },
    },
    whom: [`${WHOM}.consumer`, '1003'],
    change: { field: 'account_limit', before: '₹60,00,000.00', after: '₹45,00,000.00' },
    next: 'pages.approvals.decision.next_limit',
    toast: 'pages.approvals.approved_state.CONSUMER_LIMIT',
  },
  BANK_CHANGE: {
    request: {
      productType: 'SETTLEMENT',
      proposed: { merchantId: '1000031', purpose: 'SETTLEMENT', accountNumber: 'XXXXXXXX1122', ifsc: 'HDFC0001122' },
      previous: { merchantId: '1000031', purpose: 'SETTLEMENT', accountNumber: 'XXXXXXXX9876', ifsc: 'SBIN0000691' },
    },
    whom: [`${WHOM}.merchant`, '1000031'],
    change: { field: 'accountNumber', before: 'XXXXXXXX9876', after: 'XXXXXXXX1122' },
    next: 'merchantChanges.decide.next_BANK_CHANGE',
    toast: 'merchantChanges.bank.updated',
  },
  SETTLEMENT_UNBLOCK: {
    request: {
      proposed: { merchantId: '1000050', blockId: 3, status: 'RELEASED', amountHeld: 125000.5 },
      previous: { merchantId: '1000050', blockId: 3, status: 'ACTIVE', amountHeld: 125000.5 },
    },
    whom: [`${WHOM}.merchant`, '1000050'],
    amount: '₹1,25,000.50',
    change: { field: 'status', before: 'ACTIVE', after: 'RELEASED' },
    next: 'merchantChanges.decide.next_SETTLEMENT_UNBLOCK',
    toast: 'merchantChanges.settlement.approved',
  },
  KYC_REVIEW: {
    request: {
      proposed: { merchantId: '1000070', caseId: 9, kycStatus: 'REJECTED', decision: 'REJECT', reason: 'Blurred' },
      previous: { merchantId: '1000070', caseId: 9, kycStatus: 'PENDING' },
    },
    whom: [`${WHOM}.merchant`, '1000070'],
    change: { field: 'kycStatus', before: 'PENDING', after: 'REJECTED' },
    next: 'merchantChanges.decide.next_KYC_REVIEW',
    toast: 'pages.approvals.approved_state.KYC_REVIEW',
  },
  DEPOSIT_GUARDRAIL: {
    request: {
      productType: 'FD',
      targetId: 1,
      proposed: { max_amount: 750000 },
      previous: { name: 'Fixed deposits', max_amount: 500000, daily_max_count: 10, status: 'ACTIVE' },
    },
    whom: [`${WHOM}.guardrail`, 'Fixed deposits (FD)'],
    change: { field: 'max_amount', before: '₹5,00,000.00', after: '₹7,50,000.00' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.GUARDRAIL',
  },
  PAYOUT_GUARDRAIL: {
    request: {
      productType: 'IMPS',
      targetId: 2,
      proposed: { daily_max_count: 500 },
      previous: { name: 'IMPS payouts', max_amount: 200000, daily_max_count: 300, status: 'ACTIVE' },
    },
    whom: [`${WHOM}.guardrail`, 'IMPS payouts'],
    change: { field: 'daily_max_count', before: '300', after: '500' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.GUARDRAIL',
  },
  INTERNAL_TRANSFER: {
    request: {
      productType: 'NEFT',
      proposed: { amount: 1500000, channel: 'NEFT', from_account: 'Pool (1001)', to_account: 'Payouts (1004)' },
    },
    whom: [`${WHOM}.beneficiary`, 'Payouts (1004)'],
    amount: '₹15,00,000.00',
    next: 'pages.approvals.decision.next_transfer',
    toast: 'pages.approvals.approved_state.TRANSFER',
  },
  INVESTMENT_TXN: {
    request: {
      productType: 'FD',
      targetId: 55,
      proposed: { action: 'HOLD', amount: 25000 },
      previous: { status: 'ACTION_REQUIRED', amount: 25000, account_id: 6, account_no: 'INV00000006' },
    },
    whom: [`${WHOM}.account`, 'INV00000006'],
    amount: '₹25,000.00',
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.INVESTMENT_TXN',
  },
  INVESTMENT_LIMIT: {
    request: {
      productType: 'FD',
      targetId: 6,
      proposed: { newLimit: 1000000 },
      previous: { newLimit: 500000, investLimit: 500000, account_no: 'INV00000006' },
    },
    whom: [`${WHOM}.account`, 'INV00000006'],
    change: { field: 'newLimit', before: '₹5,00,000.00', after: '₹10,00,000.00' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.INVESTMENT_LIMIT',
  },
  SETTLEMENT_TYPE: {
    request: {
      proposed: { merchantId: '1000290', settlementType: 'INSTANT_SETTLEMENT', changeReason: 'Merchant request' },
      previous: { merchantId: '1000290', settlementType: 'AUTO_SETTLEMENT' },
    },
    whom: [`${WHOM}.merchant`, '1000290'],
    change: { field: 'settlementType', before: 'AUTO_SETTLEMENT', after: 'INSTANT_SETTLEMENT' },
    next: 'merchantChanges.decide.next_SETTLEMENT_TYPE',
    toast: 'merchantChanges.settlementType.approved',
  },
  P2P_ADD_MONEY: {
    request: {
      productType: 'P2P',
      targetId: 6,
      proposed: { amount: 1500, reference: 'NEFTE2E1', account_no: 'INV00000006' },
      previous: { balance: 20000, account_no: 'INV00000006' },
    },
    whom: [`${WHOM}.account`, 'INV00000006'],
    amount: '₹1,500.00',
    change: { field: 'amount', before: 'N/A', after: '₹1,500.00' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.ADD_MONEY',
  },
  MOBILE_CHANGE: {
    request: {
      proposed: {
        merchantId: '1000181',
        merchantName: 'Asha Stores',
        mobile: 'XXXXXX0181',
        reason: 'Lost SIM',
        fileName: 'proof.pdf',
      },
      previous: { merchantId: '1000181', mobile: 'XXXXXX0182' },
    },
    whom: [`${WHOM}.merchant`, '1000181'],
    change: { field: 'mobile', before: 'XXXXXX0182', after: 'XXXXXX0181' },
    next: 'pages.approvals.decision.next_mobile',
    toast: 'pages.approvals.approved_state.MOBILE_CHANGE',
  },
  MERCHANT_REFUND: {
    request: { productType: 'PARTIAL', targetId: 12, ...REFUND_VALUES },
    whom: [`${WHOM}.merchant`, '1000001'],
    change: { field: 'refundedAmount', before: '₹200.00', after: '₹500.00' },
    next: 'pages.approvals.decision.next_refund',
    toast: 'pages.approvals.approved_state.MERCHANT_REFUND',
  },
  MCC_CHANGE: {
    request: {
      productType: '5812',
      targetId: 41,
      proposed: { merchantId: '1000041', mcc: '5812', businessCategory: 'Eating Places, Restaurants' },
      previous: { merchantId: '1000041', mcc: '5411', businessCategory: 'Grocery Stores, Supermarkets' },
    },
    whom: [`${WHOM}.merchant`, '1000041'],
    change: { field: 'mcc', before: '5411', after: '5812' },
    next: 'pages.approvals.decision.next_mcc',
    toast: 'pages.approvals.approved_state.MCC_CHANGE',
  },
  SPEAKER_RENT_WAIVER: {
    request: {
      productType: 'PayTone S1',
      targetId: 3,
      proposed: { merchantId: '1000001', serial: 'SBX000001', monthlyAmount: 50, months: 2, reason: 'Silent' },
      previous: { merchantId: '1000001', serial: 'SBX000001', monthlyRent: 99 },
    },
    whom: [`${WHOM}.merchant`, '1000001'],
    amount: '₹50.00',
    change: { field: 'months', before: 'N/A', after: '2' },
    next: 'pages.approvals.decision.next_speaker_waiver',
    toast: 'pages.approvals.approved_state.SPEAKER_RENT_WAIVER',
  },
  DEVICE_REFUND: {
    request: {
      productType: 'SECURITY_DEPOSIT',
      targetId: 4,
      proposed: { merchantId: '1000021', serial: 'BSW100004', paymentKind: 'SECURITY_DEPOSIT', amount: 1500 },
      previous: { merchantId: '1000021', serial: 'BSW100004', paid: 2000, refunded: 0, pending: 0, refundable: 2000 },
    },
    whom: [`${WHOM}.merchant`, '1000021'],
    amount: '₹1,500.00',
    change: { field: 'amount', before: 'N/A', after: '₹1,500.00' },
    next: 'pages.approvals.decision.next_device_refund',
    toast: 'pages.approvals.approved_state.DEVICE_REFUND',
  },
  MDR_CHANGE: swipeCase(
    'MDR_CHANGE',
    { cardNetwork: 'VISA', cardType: 'CLASSIC' },
    ['rate', 1.75, 1.5],
    ['1.75', '1.5'],
  ),
  RENTAL_CHANGE: swipeCase(
    'RENTAL_CHANGE',
    { deviceSerial: 'BSW0009', product: 'SWIPE' },
    ['monthlyRentAmount', 499, 299],
    ['₹499.00', '₹299.00'],
  ),
  // Issue 45 item 5: a payment method's gateway timeout, seconds before → after.
  PG_TIMEOUT_CHANGE: {
    request: {
      targetId: 2,
      productType: 'UPI_COLLECT',
      proposed: { method: 'UPI_COLLECT', timeoutSeconds: 600 },
      previous: { method: 'UPI_COLLECT', timeoutSeconds: 480 },
    },
    whom: [`${WHOM}.method`, 'UPI_COLLECT'],
    change: { field: 'timeoutSeconds', before: '480', after: '600' },
    next: 'pages.approvals.decision.next_pg_timeout',
    toast: 'pages.approvals.approved_state.PG_TIMEOUT_CHANGE',
  },
  FMS_TRANSFER: {
    request: {
      productType: 'DIRECT',
      proposed: {
        mode: 'DIRECT',
        fromAccountId: 1,
        toAccountId: 4,
        fromAccount: 'Nodal account (000405112233)',
        toAccount: 'Payout pool (001263400009876)',
        amount: 500000,
      },
    },
    whom: [`${WHOM}.beneficiary`, 'Payout pool (001263400009876)'],
    amount: '₹5,00,000.00',
    next: 'pages.approvals.decision.next_fms_transfer',
    toast: 'pages.approvals.approved_state.FMS_TRANSFER',
  },
  PAYOUT_CONFIG_CHANGE: {
    request: {
      productType: 'UPI',
      targetId: 4,
      proposed: {
        channel: 'UPI',
        provider: 'Cashfree',
        minPerTxn: 1,
        maxPerTxn: 200000,
        dailyLimit: 10000000,
        enabled: true,
      },
      previous: {
        channel: 'UPI',
        provider: 'Cashfree',
        minPerTxn: 1,
        maxPerTxn: 100000,
        dailyLimit: 10000000,
        enabled: false,
      },
    },
    whom: [`${WHOM}.channel`, 'UPI'],
    change: { field: 'maxPerTxn', before: '100000', after: '200000' },
    next: 'pages.approvals.decision.next_channel_change',
    toast: 'pages.approvals.approved_state.PAYOUT_CONFIG_CHANGE',
  },
  QR_PRIORITY: {
    request: {
      targetId: 1,
      proposed: { order: '1. HDFC Bank, 2. Axis Bank, 3. ICICI Bank', moves: 'Axis Bank: 3 → 2; ICICI Bank: 2 → 3' },
      previous: { order: '1. HDFC Bank, 2. ICICI Bank, 3. Axis Bank', moves: '' },
    },
    whom: [`${WHOM}.qr_order`, 'Axis Bank: 3 → 2; ICICI Bank: 2 → 3'],
    change: {
      field: 'order',
      before: '1. HDFC Bank, 2. ICICI Bank, 3. Axis Bank',
      after: '1. HDFC Bank, 2. Axis Bank, 3. ICICI Bank',
    },
    next: 'pages.approvals.decision.next_qr_priority',
    toast: 'pages.approvals.approved_state.QR_PRIORITY',
  },
  RISK_RULE_CHANGE: {
    request: {
      targetId: 4,
      proposed: { subject: 'MERCHANT 1000001', maxCountHour: 20, blocked: 'No' },
      previous: { subject: 'MERCHANT 1000001', maxCountHour: 50, blocked: 'No' },
    },
    whom: [`${WHOM}.risk_subject`, 'MERCHANT 1000001'],
    change: { field: 'maxCountHour', before: '50', after: '20' },
    next: 'pages.approvals.decision.next_risk_rule',
    toast: 'pages.approvals.approved_state.RISK_RULE_CHANGE',
  },
  INSURANCE_CANCEL: {
    request: {
      targetId: 12,
      proposed: { fileName: 'cancel-nov.csv', policies: 3, refundAmount: 1234.5 },
      previous: null,
    },
    whom: [`${WHOM}.insurance_file`, 'cancel-nov.csv'],
    amount: '₹1,234.50',
    change: { field: 'policies', before: 'N/A', after: '3' },
    next: 'pages.approvals.decision.next_insurance_cancel',
    toast: 'pages.approvals.approved_state.INSURANCE_CANCEL',
  },
  VERIFIED_NAME: {
    request: {
      productType: 'POSTPE',
      targetId: 1002,
      proposed: { consumerId: 1002, verifiedName: 'Ravi Kumar Sharma', reason: 'Name as on PAN' },
      previous: { consumerId: 1002, verifiedName: 'Ravi Kumar' },
    },
    whom: [`${WHOM}.consumer`, '1002'],
    change: { field: 'verifiedName', before: 'Ravi Kumar', after: 'Ravi Kumar Sharma' },
    next: 'pages.approvals.decision.next_verified_name',
    toast: 'pages.approvals.approved_state.VERIFIED_NAME',
  },

  BPL_PLAN_CHANGE: {
    request: {
      targetId: 3,
      proposed: { plan: 'Plus', interestFreeDays: 50, maxLimit: 120000 },
      previous: { plan: 'Plus', interestFreeDays: 45, maxLimit: 100000 },
    },
    whom: [`${WHOM}.bpl_plan`, 'Plus'],
    change: { field: 'interestFreeDays', before: '45', after: '50' },
    next: 'pages.approvals.decision.next_bpl_plan',
    toast: 'pages.approvals.approved_state.BPL_PLAN_CHANGE',
  },
  CLUB_FORCE_WITHDRAW: {
    request: {
      productType: 'CLUB',
      targetId: 41,
      proposed: { amount: 12500, account_no: 'CLUB00000041' },
      previous: { balance: 12500, account_no: 'CLUB00000041' },
    },
    whom: [`${WHOM}.account`, 'CLUB00000041'],
    amount: '₹12,500.00',
    change: { field: 'amount', before: 'N/A', after: '₹12,500.00' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.CLUB_FORCE_WITHDRAW',
  },
  CAMPAIGN_LAUNCH: {
    request: {
      targetId: 4,
      proposed: { campaign: 'New year cashback', audience: 'All consumers', audienceSize: 120, channel: 'EMAIL' },
      previous: null,
    },
    whom: [`${WHOM}.campaign`, 'New year cashback'],
    change: { field: 'channel', before: 'N/A', after: 'EMAIL' },
    next: 'pages.approvals.decision.next_campaign_launch',
    toast: 'pages.approvals.approved_state.CAMPAIGN_LAUNCH',
  },
};

/** The two upload kinds the inbox decides beside the maker-checker requests (merchant-support). */
const UPLOAD_CASES: Record<'SETTLEMENT_CONFIG' | 'P2PM_CONFIG', Case> = {
  SETTLEMENT_CONFIG: {
    request: { proposed: { file: 'settlement.csv', rows: 3, changed: 2, unchanged: 1, changes: '1000050: T+1 → T+0' } },
    whom: [`${WHOM}.merchants`, '2'],
    change: { field: 'changes', before: 'N/A', after: '1000050: T+1 → T+0' },
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.CONFIG',
  },
  P2PM_CONFIG: {
    request: { proposed: { file: 'p2pm.csv', rows: 1, changed: 1, unchanged: 0 } },
    whom: [`${WHOM}.merchants`, '1'],
    next: 'pages.approvals.decision.next_approve',
    toast: 'pages.approvals.approved_state.CONFIG',
  },
};

const recordOf = (kind: RequestKind, id: number, values: Partial<ApprovalRequestRecord>): ApprovalRequestRecord => ({
  id,
  kind,
  productType: null,
  status: 'PENDING',
  targetId: null,
  proposed: {},
  previous: null,
  current: null,
  changedSinceRequest: false,
  makerEmail: 'maker@console.example',
  makerRemarks: 'why',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: 0,
  canDecide: true,
  raisedByViewer: false,
  ...values,
});

describe('every decision kind: the dialog says whom and how much, the toast the state approving leaves', () => {
  it('covers every maker-checker kind of the contract', () => {
    expect(Object.keys(CASES).sort()).toEqual([...REQUEST_KINDS].sort());
  });

  const all = Object.entries({ ...CASES, ...UPLOAD_CASES }) as [RequestKind, Case][];
  it.each(all)('%s', (kind, c) => {
    const item = requestItem(recordOf(kind, 7, c.request));
    const summary = inboxDecisionSummary(item, true, keyTranslate);
    expect(summary.subject).toBe(`${INBOX_KINDS[kind].label} #7`);
    const facts = new Map(summary.facts);
    expect(facts.get(c.whom[0])).toBe(c.whom[1]);
    expect(Object.keys(pages.approvals.decision.whom)).toContain(c.whom[0].split('.').pop());
    if (c.amount) expect(facts.get(AMOUNT)).toBe(c.amount);
    else expect(facts.has(AMOUNT)).toBe(false);
    // Each change row is labelled from its kind's strings (a merchant change's were the limit request's raw keys).
    if (kind in CASES && !kind.endsWith('LIMIT') && kind !== 'CASHBACK')
      for (const row of summary.changes ?? []) expect(row.label).not.toMatch(/^pages\.limit_requests\./);
    if (c.change) {
      const row = summary.changes?.find((r) => r.label.endsWith(`.${c.change?.field}`));
      expect(row).toEqual({ label: expect.any(String), before: c.change.before, after: c.change.after });
    }
    // Every kind says what approving does, and its toast the state approving leaves.
    expect(summary.next.split(' ')[0]).toBe(c.next);
    expect(INBOX_KINDS[kind].toast.approve).toBe(c.toast);
    expect(inboxDecisionSummary(item, false, keyTranslate).next).toBe('pages.approvals.decision.next_reject');
  });
});
