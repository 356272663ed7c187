import type { PermissionKey } from '../../../contract/permissions.js';

/** The seeded roles: one per kind of user the console serves. Role 1 is the super-admin (spec §6). */
export interface DemoRole {
  name: string;
  description: string;
  permissions: readonly PermissionKey[] | 'ALL';
}

export const SUPER_ADMIN_ROLE_NAME = 'Super Admin';

export const DEMO_ROLES: readonly DemoRole[] = [
  { name: SUPER_ADMIN_ROLE_NAME, description: 'Access to everything', permissions: 'ALL' },
  {
    name: 'Operations',
    description: 'Edits offers, notifications, FD plans, limits and alerts',
    permissions: [
      'CAN_LIST_USER',
      'CAN_MANAGE_POSTPE_OFFERS',
      'CAN_MANAGE_NOTIFICATIONS',
      'CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS',
      'CAN_VIEW_TRANSACTION_LIMITS',
      'CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW',
      'CAN_VIEW_PAYOUT',
      'CAN_MANAGE_MERCHANT_ALERTS',
    ],
  },
  {
    name: 'Maker',
    description: 'Raises limit change and goodwill cashback requests',
    permissions: [
      'CAN_VIEW_TRANSACTION_LIMITS',
      'CAN_SUBMIT_LIMIT_REQUEST',
      'CAN_SUBMIT_CASHBACK_REQUEST',
      'CAN_VIEW_PAYOUT',
      'CAN_RAISE_MOBILE_CHANGE',
      'CAN_RAISE_MERCHANT_REFUND',
    ],
  },
  {
    name: 'Checker',
    description: 'Approves or rejects requests and payouts',
    permissions: [
      'CAN_VIEW_TRANSACTION_LIMITS',
      'CAN_APPROVE_LIMIT_REQUEST',
      'CAN_APPROVE_CASHBACK_REQUEST',
      'CAN_VIEW_PAYOUT',
      'CAN_APPROVE_PAYOUT',
      'CAN_VIEW_AUDIT_TRAIL',
      'CAN_APPROVE_MOBILE_CHANGE',
      'CAN_VERIFY_MERCHANT_REFUND',
    ],
  },
  {
    name: 'Disputes Analyst',
    description: 'Works card-swipe and QR disputes and chargebacks',
    permissions: [
      'CAN_LIST_MANAGE_DISPUTE_SWIPE',
      'CAN_DISPUTE_ALERT_SWIPE_VIEW',
      'CAN_LIST_MANAGE_DISPUTE_QR',
      'CAN_DISPUTE_ALERT_QR_VIEW',
      'CAN_CREATE_FRM_COMPLAINT',
      'CAN_MANAGE_FRM_COMPLAINT',
    ],
  },
  {
    name: 'Support Agent',
    description: 'Searches the consumer 360 and merchant details',
    permissions: [
      'CAN_LIST_MERCHANT_DETAILS',
      'CAN_VIEW_UPI_SUMMARY',
      'CAN_VIEW_POSTPE_KYC',
      'CAN_VIEW_UPI_TXN',
      'CAN_VIEW_UPI_MANDATE',
      'CAN_VIEW_UPI_HISTORY',
      'CAN_VIEW_POST_PE_BANK_TRANSFERS',
      'CAN_UNBLOCK_USER',
      'CAN_MANAGE_MERCHANT_ALERTS',
      'CAN_SEND_VIDEO_KYC_LINK',
      'CAN_GENERATE_SWIPE_QR',
      'CAN_SEND_SWIPE_ORDER_LINK',
    ],
  },
  {
    name: 'Disputes Analyst QR',
    description: 'Works QR disputes and chargebacks only',
    permissions: ['CAN_LIST_MANAGE_DISPUTE_QR', 'CAN_DISPUTE_ALERT_QR_VIEW'],
  },
  {
    name: 'Consumer Agent',
    description: 'Consumer 360: every tab of part 1 and its actions, reveals personal data',
    permissions: [
      'CAN_UNBLOCK_USER',
      'CAN_RAISE_RECHARGE_COMPLAINT',
      'CAN_VIEW_POSTPE_CONSUMER',
      'CAN_VIEW_POSTPE_KYC',
      'CAN_VIEW_POST_PE_BANK_TRANSFERS',
      'CAN_VIEW_UNITY_BANK_CARD',
      'CAN_MARK_TRANSACTION_DISPUTED',
      'CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK',
      'CAN_GIVE_POSTPE_TIER_CARD_CASHBACK',
      'CAN_GIVE_POSTPE_EXCLUSIVE_QR_CASHBACK',
      'CAN_GIVE_POSTPE_TIER_QR_CASHBACK',
      'CAN_REVERT_POSTPE_QR_REFUND_TXN',
      'update-postpe-bank-transfer-status',
      'CAN_FORECLOSE_EMI',
      'CAN_SUBMIT_LIMIT_REQUEST',
      'CAN_UPDATE_POSTPE_ACCOUNT_STATUS',
      'CAN_WAIVE_POSTPE_PENALTY',
      'CAN_REVEAL_CONSUMER_PII',
      'CAN_RECORD_POSTPE_OFFLINE_REPAYMENT',
      'CAN_TRANSFER_TO_BANK_ACCOUNT',
      'CAN_ADD_POSTPE_CARD_CHARGE',
      'CAN_POSTPE_MANUAL_REFUND',
      'CAN_WHITELIST_POSTPE_CONSUMER',
    ],
  },
  {
    name: 'Consumer Viewer',
    description: 'Consumer 360: the open tabs only, no KYC, bank transfers or actions',
    permissions: ['CAN_VIEW_POSTPE_CONSUMER'],
  },
  {
    name: 'Consumer Payments Agent',
    description:
      'Consumer 360 part 2: UPI, rewards, plans, bill payments, loans, Trillion; cancels VAS, applies scratchcards',
    permissions: [
      'CAN_VIEW_POSTPE_CONSUMER',
      'CAN_VIEW_UPI_SUMMARY',
      'CAN_VIEW_UPI_TXN',
      'CAN_VIEW_UPI_MANDATE',
      'CAN_VIEW_UPI_HISTORY',
      'CAN_VIEW_TRILLION_DETAILS',
      'CAN_CANCEL_VAS_ORDER',
      'CAN_CHANGE_CC_BILL_PAYMENT_POSTPE',
      'admin-consumer-bill-payment',
    ],
  },
  {
    name: 'Treasury Maker',
    description: 'Raises guardrail changes, investment actions and internal transfers; marks stuck payouts',
    permissions: [
      'CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW',
      'CAN_RAISE_INVESTMENT_REQUEST',
      'CAN_RAISE_INTERNAL_TRANSFER',
      'PAYOUT_GUARDRAIL_ADMIN',
      'VIEW_PAYOUT_STATUS',
      'CAN_UPDATE_PAYOUT_STATUS',
      'CAN_VIEW_MUTUAL_FUND_DETAILS',
      'CAN_UPLOAD_DYNAMIC_INTEREST_FILE',
    ],
  },
  {
    name: 'Treasury Checker',
    description: 'Approves guardrail changes, investment actions, internal transfers and payouts',
    permissions: [
      'CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW',
      'CAN_APPROVE_INVESTMENT_REQUEST',
      'CAN_APPROVE_INTERNAL_TRANSFER',
      'PAYOUT_GUARDRAIL_ADMIN',
      'VIEW_PAYOUT_STATUS',
      'CAN_VIEW_MUTUAL_FUND_DETAILS',
      'CAN_VIEW_PAYOUT',
      'CAN_APPROVE_PAYOUT',
    ],
  },
  {
    name: 'CPV Lead',
    description: 'Runs the CPV field agents: assigns shop visits, records their outcomes, reads the reports',
    permissions: ['CAN_MANAGE_CPV_AGENTS', 'CAN_ASSIGN_CPV', 'CAN_VIEW_CPV_REPORTS', 'CAN_LIST_MERCHANT_DETAILS'],
  },
  {
    name: 'Logistics Desk',
    description: 'Runs courier partners and their pincodes, moves card deliveries, places card orders',
    permissions: [
      'CAN_VIEW_DELIVERY',
      'CAN_MANAGE_DELIVERY_PARTNERS',
      'CAN_UPDATE_CARD_DELIVERY',
      'CAN_MANAGE_MERCHANT_CARDS',
    ],
  },
  {
    name: 'Cards Checker',
    description: 'Approves or rejects merchant card applications; reads delivery',
    permissions: ['CAN_VIEW_DELIVERY', 'CAN_APPROVE_MERCHANT_CARDS'],
  },
  {
    name: 'Delivery Viewer',
    description: 'Reads couriers, pincodes and card deliveries; changes nothing',
    permissions: ['CAN_VIEW_DELIVERY'],
  },
  {
    name: 'Devices Ops',
    description: 'Moves card-swipe terminals and speakers through their lifecycle and manages the warehouse stock',
    permissions: [
      'CAN_VIEW_DEVICES',
      'CAN_MOVE_DEVICES',
      'CAN_MANAGE_INVENTORY',
      'CAN_LIST_MERCHANT_DETAILS',
      // Onboarding picks a plan and coupon; courier assignment reads the couriers serving a pincode.
      'CAN_VIEW_SWIPE_COMMERCIALS',
      'CAN_VIEW_DELIVERY',
    ],
  },
  {
    name: 'Device Refunds Desk',
    description: "Raises refunds of returned terminals' deposits and advance rent (one key: /swipe shows only Refunds)",
    permissions: ['CAN_RAISE_DEVICE_REFUND'],
  },
  {
    name: 'Settlement Recon',
    description: 'Uploads acquirer and bank settlement files, reviews the mismatches, traces a transaction',
    permissions: ['CAN_VIEW_RECON', 'CAN_UPLOAD_RECON_FILE', 'CAN_REVIEW_RECON'],
  },
  {
    name: 'Recon Viewer',
    description: 'Reads reconciliation runs and traces transactions; changes nothing',
    permissions: ['CAN_VIEW_RECON'],
  },
];

/** Demo staff accounts, listed in the README; the role is by name, `null` means no role at all. */
export const DEMO_STAFF: readonly { email: string; name: string; role: string | null; kind: string }[] = [
  { email: 'admin@console.example', name: 'Asha Admin', role: SUPER_ADMIN_ROLE_NAME, kind: 'all-access admin' },
  { email: 'ops@console.example', name: 'Omar Ops Kapoor', role: 'Operations', kind: 'ops (generic CRUD screens)' },
  { email: 'maker@console.example', name: 'Meera Maker', role: 'Maker', kind: 'maker (raises requests)' },
  { email: 'checker@console.example', name: 'Chetan Checker', role: 'Checker', kind: 'checker (decides requests)' },
  { email: 'disputes@console.example', name: 'Divya Disputes', role: 'Disputes Analyst', kind: 'disputes analyst' },
  {
    email: 'support@console.example',
    name: 'Sunil Support',
    role: 'Support Agent',
    kind: 'support agent (consumer 360)',
  },
  { email: 'noaccess@console.example', name: 'Nina No Access', role: null, kind: 'no permissions' },
  {
    email: 'disputes2@console.example',
    name: 'Dev Disputes Reviewer',
    role: 'Disputes Analyst',
    kind: 'second disputes analyst (reviews)',
  },
  {
    email: 'disputes-qr@console.example',
    name: 'Qasim QR Disputes',
    role: 'Disputes Analyst QR',
    kind: 'QR-only disputes analyst',
  },
  { email: 'agent@console.example', name: 'Anil Agent', role: 'Consumer Agent', kind: 'consumer 360 agent (actions)' },
  {
    email: 'agent2@console.example',
    name: 'Alka Agent',
    role: 'Consumer Agent',
    kind: 'second consumer 360 agent',
  },
  {
    email: 'viewer@console.example',
    name: 'Vikram Viewer',
    role: 'Consumer Viewer',
    kind: 'consumer 360 viewer (open tabs only)',
  },
  {
    email: 'payments-agent@console.example',
    name: 'Priya Payments',
    role: 'Consumer Payments Agent',
    kind: 'consumer 360 part 2 agent (VAS cancel, scratchcard, limit)',
  },
  {
    email: 'treasury-maker@console.example',
    name: 'Tara Treasury',
    role: 'Treasury Maker',
    kind: 'treasury maker (guardrails, investments, transfers)',
  },
  {
    email: 'treasury-checker@console.example',
    name: 'Kiran Treasury Checker',
    role: 'Treasury Checker',
    kind: 'treasury checker (approves guardrails, transfers, payouts)',
  },
  {
    email: 'ops2@console.example',
    name: 'Olga Ops Second',
    role: 'Operations',
    kind: 'second ops user (sees views shared with Operations)',
  },
  {
    email: 'cpv@console.example',
    name: 'Charu CPV Lead',
    role: 'CPV Lead',
    kind: 'CPV lead (agents, visits, reports)',
  },
  {
    email: 'logistics@console.example',
    name: 'Lata Logistics',
    role: 'Logistics Desk',
    kind: 'logistics desk (couriers, pincodes, card deliveries, card orders)',
  },
  {
    email: 'cards@console.example',
    name: 'Kabir Cards',
    role: 'Logistics Desk',
    kind: 'second logistics desk user (raises card applications)',
  },
  {
    email: 'cards-approver@console.example',
    name: 'Rhea Cards Approver',
    role: 'Cards Checker',
    kind: 'merchant card checker (approves applications)',
  },
  {
    email: 'delivery-viewer@console.example',
    name: 'Dinesh Delivery Viewer',
    role: 'Delivery Viewer',
    kind: 'delivery read-only',
  },
  {
    email: 'devices-ops@console.example',
    name: 'Dinesh Devices Ops',
    role: 'Devices Ops',
    kind: 'devices ops (/swipe, /speaker: lifecycle moves, stock, transfers)',
  },
  {
    email: 'refunds@console.example',
    name: 'Rohan Refunds Desk',
    role: 'Device Refunds Desk',
    kind: 'device refunds maker (one key: /swipe/refunds only)',
  },
  {
    email: 'txn-recon@console.example',
    name: 'Ravi Recon',
    role: 'Settlement Recon',
    kind: 'settlement recon (/recon/upload-file: upload, review; /recon/on-spot)',
  },
  {
    email: 'txn-recon-viewer@console.example',
    name: 'Rekha Recon Viewer',
    role: 'Recon Viewer',
    kind: 'reconciliation read-only',
  },
];
