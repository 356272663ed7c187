/**
 * Every permission key the console knows, grouped by family (spec §6 and §2.13). Pure data: the server seeds
 * its `permissions` table from it and the console maps screens and actions to these keys.
 * Keys the spec spells in kebab-case keep that spelling.
 */
export const PERMISSION_CATALOGUE = {
  users: ['CAN_LIST_USER', 'CAN_ADD_USER', 'CAN_EDIT_USER', 'CAN_DELETE_USER', 'CAN_MANAGE_ROLE_PERMISSION'],
  disputes: [
    'CAN_LIST_MANAGE_DISPUTE_SWIPE',
    'CAN_DISPUTE_ALERT_SWIPE_VIEW',
    'CAN_LIST_MANAGE_DISPUTE_QR',
    'CAN_DISPUTE_ALERT_QR_VIEW',
    'CAN_CREATE_FRM_COMPLAINT',
    // Ours (the spec names only the raise key): viewing and working FRM complaints on /frm (issue 43 item 4).
    'CAN_MANAGE_FRM_COMPLAINT',
  ],
  uploads: [
    'CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST',
    'CAN_UPLOAD_P2PM_CONFIG_REQUEST',
    // Ours (the spec names only the makers' keys): the checkers of those two requests.
    'CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST',
    'CAN_APPROVE_P2PM_CONFIG_REQUEST',
  ],
  payouts: [
    'CAN_APPROVE_PAYOUT',
    'CAN_VIEW_PAYOUT',
    'VIEW_PAYOUT_STATUS',
    'CAN_UPDATE_PAYOUT_STATUS',
    'PAYOUT_GUARDRAIL_ADMIN',
  ],
  deposits: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
  merchant: ['CAN_UPDATE_MERCHANT_FIELDS', 'CAN_LIST_MERCHANT_DETAILS', 'CAN_TRANSFER_TO_BANK_ACCOUNT'],
  settlement: ['CAN_PERFORM_SETTLEMENT'],
  investments: [
    'CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS',
    'CAN_UPLOAD_DYNAMIC_INTEREST_FILE',
    'CAN_VIEW_MUTUAL_FUND_DETAILS',
  ],
  consumer: [
    'CAN_VIEW_UPI_SUMMARY',
    'CAN_VIEW_UNITY_BANK_CARD',
    'CAN_VIEW_POSTPE_KYC',
    'CAN_VIEW_UPI_TXN',
    'CAN_VIEW_UPI_MANDATE',
    'CAN_VIEW_UPI_HISTORY',
    'CAN_VIEW_TRILLION_DETAILS',
    'CAN_VIEW_POST_PE_BANK_TRANSFERS',
  ],
  postpe: [
    'CAN_MANAGE_POSTPE_OFFERS',
    'CAN_MANAGE_NOTIFICATIONS',
    'CAN_CHANGE_CC_BILL_PAYMENT_POSTPE',
    'CAN_CHANGE_SERVICES_BILL_PAYMENT_POSTPE',
    'CAN_CANCEL_VAS_ORDER',
    'CAN_FORECLOSE_EMI',
    'foreclose-postpe-emi',
    'CAN_REVERT_POSTPE_QR_REFUND_TXN',
    'CAN_MARK_TRANSACTION_DISPUTED',
    'CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK',
    'CAN_GIVE_POSTPE_TIER_CARD_CASHBACK',
    'CAN_GIVE_POSTPE_EXCLUSIVE_QR_CASHBACK',
    'CAN_GIVE_POSTPE_TIER_QR_CASHBACK',
    'update-postpe-bank-transfer-status',
    'admin-consumer-bill-payment',
  ],
  limits: ['CAN_VIEW_TRANSACTION_LIMITS', 'CAN_SUBMIT_LIMIT_REQUEST', 'CAN_APPROVE_LIMIT_REQUEST'],
  cashback: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'],
  audit: ['CAN_VIEW_AUDIT_TRAIL'],
  // Ours (spec §2.3 names /unblock-user, no key): finding a blocked merchant or consumer login and lifting the block.
  support: ['CAN_UNBLOCK_USER'],
  // Ours (spec §2.3 names /mobile-change-request, no key): a merchant's registered mobile change, maker and checker.
  mobileChange: ['CAN_RAISE_MOBILE_CHANGE', 'CAN_APPROVE_MOBILE_CHANGE'],
  // Ours (spec §2.3 names /merchant-alerts, no key): enabling and disabling alerts in the merchants' app, and their log.
  merchantAlerts: ['CAN_MANAGE_MERCHANT_ALERTS'],
  // Ours (the spec names no key for these consumer 360 parts): opening the lookup and its open tabs, revealing
  // masked personal data, blocking / unblocking / closing an account, and waiving a penalty.
  consumer360: [
    'CAN_VIEW_POSTPE_CONSUMER',
    'CAN_REVEAL_CONSUMER_PII',
    'CAN_UPDATE_POSTPE_ACCOUNT_STATUS',
    'CAN_WAIVE_POSTPE_PENALTY',
    'CAN_RECORD_POSTPE_OFFLINE_REPAYMENT',
  ],
  // Ours (spec §6 names the families, not the keys): bank changes, settlement unblock maker/checker, merchant KYC.
  merchantChanges: [
    'CAN_RAISE_BANK_CHANGE',
    'CAN_APPROVE_BANK_CHANGE',
    'CAN_SETTLEMENT_UNBLOCK_MAKER',
    'CAN_SETTLEMENT_UNBLOCK_CHECKER',
    'CAN_VIEW_MERCHANT_KYC',
    'CAN_REVIEW_MERCHANT_KYC',
    'CAN_ASSIGN_MERCHANT_KYC',
    'CAN_APPROVE_MERCHANT_KYC',
    // Settlement type change maker/checker (spec §6 'settlement (… type change …)').
    'CAN_RAISE_SETTLEMENT_TYPE_CHANGE',
    'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE',
    // Revealing a merchant's masked personal data (mobile, account numbers, declared PAN), as the consumer 360's own.
    'CAN_REVEAL_MERCHANT_PII',
  ],
  // Ours (spec §6 'club … maker/approver', 'payouts and guardrails'): the makers and checkers of investment requests
  // (deposit guardrails, transaction actions, account limits) and of internal account transfers.
  treasury: [
    'CAN_RAISE_INVESTMENT_REQUEST',
    'CAN_APPROVE_INVESTMENT_REQUEST',
    'CAN_RAISE_INTERNAL_TRANSFER',
    'CAN_APPROVE_INTERNAL_TRANSFER',
  ],
  // Ours (spec §5.8 names the forms, not their keys): the consumer 360's card charge, manual refund and whitelist.
  consumer360Forms: ['CAN_ADD_POSTPE_CARD_CHARGE', 'CAN_POSTPE_MANUAL_REFUND', 'CAN_WHITELIST_POSTPE_CONSUMER'],
  // Ours (spec §2.3 names /refund-request and /refund-verify, no keys): raising a merchant transaction's refund and
  // verifying (approving or rejecting) one under four eyes (issue 43 item 1).
  merchantRefunds: ['CAN_RAISE_MERCHANT_REFUND', 'CAN_VERIFY_MERCHANT_REFUND'],
  // Ours (spec names /cpv-add-agent, /assign-cpv, /cpv-reports only; issue 43 item 6): CPV field agents, visits, reports.
  cpv: ['CAN_MANAGE_CPV_AGENTS', 'CAN_ASSIGN_CPV', 'CAN_VIEW_CPV_REPORTS'],
  // Ours (spec §7.3/§7.4 name the calls, not their keys; issue 43 item 7): the MCC change maker and checker, and the
  // payment-support QR orders' list and manual refund.
  merchantCalls: ['CAN_RAISE_MCC_CHANGE', 'CAN_APPROVE_MCC_CHANGE', 'CAN_VIEW_QR_ORDERS', 'CAN_REFUND_QR_ORDER'],
  // Ours (spec §7.4 names the calls, not their keys; issue 43 item 7): sending a merchant a video-KYC link, and
  // raising a complaint on a consumer's recharge.
  consumerCalls: ['CAN_SEND_VIDEO_KYC_LINK', 'CAN_RAISE_RECHARGE_COMPLAINT'],
  // Ours (spec §7.4 names the bharat-swipe calls, not their keys; issue 44 item 5): generating a merchant's static or
  // dynamic QR, and sending the merchant the card-swipe order link.
  bharatSwipe: ['CAN_GENERATE_SWIPE_QR', 'CAN_SEND_SWIPE_ORDER_LINK'],
  // Ours (spec §2.3 names /speaker's tools, not their keys; issue 44 item 3): the speaker price list (view, add a
  // version), the audio test, the rent waive-off maker and checker, and the speaker invoices.
  speakerTools: [
    'CAN_VIEW_SPEAKER_PRICING',
    'CAN_MANAGE_SPEAKER_PRICING',
    'CAN_RUN_SPEAKER_AUDIO_TEST',
    'CAN_RAISE_SPEAKER_RENT_WAIVER',
    'CAN_APPROVE_SPEAKER_RENT_WAIVER',
    'CAN_VIEW_SPEAKER_INVOICES',
  ],
  // Ours (spec §2.3 names /delivery-provider, /delivery/card, /merchant-card, no keys; issue 44 items 2, 4): reading
  // delivery, managing courier partners and their pincodes, moving card deliveries, raising merchant card applications
  // and orders (maker) and deciding applications (checker: a card grants credit).
  delivery: [
    'CAN_VIEW_DELIVERY',
    'CAN_MANAGE_DELIVERY_PARTNERS',
    'CAN_UPDATE_CARD_DELIVERY',
    'CAN_MANAGE_MERCHANT_CARDS',
    'CAN_APPROVE_MERCHANT_CARDS',
  ],
  // Ours (spec §2.3 names /swipe's plans, coupons, MDR and rental update and approve, bulk reject, no keys; issue 44
  // item 2): reading the commercial terms, keeping plans and coupons, and the makers and checkers of MDR and rent.
  swipeCommercial: [
    'CAN_VIEW_SWIPE_COMMERCIALS',
    'CAN_MANAGE_SWIPE_PLANS',
    'CAN_MANAGE_SWIPE_COUPONS',
    'CAN_RAISE_MDR_CHANGE',
    'CAN_APPROVE_MDR_CHANGE',
    'CAN_RAISE_RENTAL_CHANGE',
    'CAN_APPROVE_RENTAL_CHANGE',
  ],
  // Ours (spec §2.3 names /swipe and /speaker, no keys; issue 44 item 1): seeing devices and their timelines, moving
  // a device through its lifecycle, and the stock per warehouse with transfers between warehouses.
  devices: ['CAN_VIEW_DEVICES', 'CAN_MOVE_DEVICES', 'CAN_MANAGE_INVENTORY'],
  // Ours (spec §2.3 names /pg/payment-timeout-config and /vpa/upload, no keys; issue 45 item 5): reading the gateway's
  // timeouts, their makers and checkers, and uploading merchants' VPAs.
  pgTimeoutsVpa: [
    'CAN_VIEW_PG_TIMEOUTS',
    'CAN_RAISE_PG_TIMEOUT_CHANGE',
    'CAN_APPROVE_PG_TIMEOUT_CHANGE',
    'CAN_UPLOAD_VPA_FILE',
  ],
  // Ours (spec §2.3 names /merchant-withdrawal and /payment/transaction-push, no keys; issue 45 item 5).
  paymentOps: [
    'CAN_VIEW_MERCHANT_WITHDRAWALS',
    'CAN_DECIDE_MERCHANT_WITHDRAWALS',
    'CAN_VIEW_TXN_PUSH',
    'CAN_PUSH_TXN_STATUS',
  ],
  // Ours (spec §6 'bulk processes', 'reconciliation'; issue 45 items 1, 2): watching every background job and retrying
  // or cancelling one, the SFTP drop files and their reprocessing, and running the card-swipe backtest.
  bulkProcesses: [
    'CAN_VIEW_BULK_PROCESSES',
    'CAN_MANAGE_BULK_PROCESSES',
    'CAN_VIEW_SFTP_FILES',
    'CAN_REPROCESS_SFTP_FILES',
    'CAN_RUN_SWIPE_BACKTEST',
  ],
  // Ours (issue 44 item 2, /swipe/refunds): raising a refund of a returned terminal's deposit or advance rent (maker)
  // and deciding it (checker).
  deviceRefunds: ['CAN_RAISE_DEVICE_REFUND', 'CAN_APPROVE_DEVICE_REFUND'],
  // Ours (spec §6 'FMS account configs', §2.3 'Payout FMS' and /payout/config, no keys; issue 45 item 4): reading the
  // company accounts and ledgers, the fund transfer maker and checker, thresholds, and the payout channel config.
  payoutFms: [
    'CAN_VIEW_FMS_ACCOUNTS',
    'CAN_RAISE_FMS_TRANSFER',
    'CAN_APPROVE_FMS_TRANSFER',
    'CAN_MANAGE_FMS_THRESHOLDS',
    'CAN_VIEW_PAYOUT_CONFIG',
    'CAN_RAISE_PAYOUT_CONFIG_CHANGE',
    'CAN_APPROVE_PAYOUT_CONFIG_CHANGE',
  ],
  // Ours (spec §2.3 names /recon/upload-file and /recon/on-spot, §6 the family 'reconciliation'; issue 45 item 1):
  // reading runs and tracing a transaction, uploading a settlement file, reviewing a run's rows.
  reconciliation: ['CAN_VIEW_RECON', 'CAN_UPLOAD_RECON_FILE', 'CAN_REVIEW_RECON'],
  // Ours (spec §6's "bank downtime" family; issue 45 item 3): reading and declaring bank/PSP downtimes, and the makers
  // and checkers of the QR routing order.
  bankDowntime: [
    'CAN_VIEW_BANK_DOWNTIME',
    'CAN_MANAGE_BANK_DOWNTIME',
    'CAN_RAISE_QR_PRIORITY',
    'CAN_APPROVE_QR_PRIORITY',
  ],
  // Ours (spec §2.3 Dashboards; issue 46 item 1): reading each aggregate dashboard.
  dashboards: ['CAN_VIEW_QUICK_SUMMARY', 'CAN_VIEW_TP_DASHBOARD', 'CAN_VIEW_IVR_DASHBOARD'],
  // Ours (spec §2.3 /risk-manager; issue 46 item 5): reading velocity limits and blocks, and their makers and checkers.
  riskManager: ['CAN_VIEW_RISK_RULES', 'CAN_RAISE_RISK_RULE_CHANGE', 'CAN_APPROVE_RISK_RULE_CHANGE'],
  // Ours (spec §2.3 /bp-resume; issue 46 item 5): reading stuck onboarding journeys and resuming one.
  bpResume: ['CAN_VIEW_BP_JOURNEYS', 'CAN_RESUME_BP_JOURNEY'],
  // Ours (spec §2.3 /tp-club, /club/cancel-refund; §6 'club (limits, cashback, force withdrawal, maker/approver)';
  // issue 46 item 4): reading the club pages, applying a member's missing interest, cancelling and refunding a
  // subscription. The force withdrawal's maker and checker are the treasury's investment request keys.
  club: ['CAN_VIEW_CLUB', 'CAN_APPLY_CLUB_INTEREST', 'CAN_CANCEL_CLUB_SUBSCRIPTION'],
  // Ours (spec §2.3 Pay-later /postpe-campaign; issue 46 item 2): reading campaigns, drafting them and sending them
  // for launch, pausing, resuming and ending them (ops), and approving a launch.
  postpeCampaign: [
    'CAN_VIEW_CAMPAIGNS',
    'CAN_MANAGE_CAMPAIGNS',
    'CAN_OPERATE_CAMPAIGNS',
    'CAN_APPROVE_CAMPAIGN_LAUNCH',
  ],
  // Ours (spec §2.3 Insurance group, no key; issue 46 item 3): looking up policies and claims, exporting for the
  // insurer, and raising and approving a bulk cancellation.
  insurance: [
    'CAN_VIEW_INSURANCE',
    'CAN_EXPORT_INSURANCE',
    'CAN_RAISE_INSURANCE_CANCEL',
    'CAN_APPROVE_INSURANCE_CANCEL',
  ],
  // Ours (spec §7.5 postpe verified-name, lending repayment links and death certificate; issue 46 item 6): raising and
  // approving a verified-name correction, sending a repayment link, uploading and viewing a death certificate.
  consumerCallsA: [
    'CAN_RAISE_VERIFIED_NAME',
    'CAN_APPROVE_VERIFIED_NAME',
    'CAN_SEND_REPAYMENT_LINK',
    'CAN_UPLOAD_DEATH_CERTIFICATE',
    'CAN_VIEW_DEATH_CERTIFICATE',
  ],
  // Ours (spec §7.5 lending excess-credit, refresh-account-limit, re-initiate-qr-refund; issue 46 item 6): raising an
  // excess refund as a payout request (a payout checker approves it), refreshing a limit, re-initiating a QR refund.
  consumerLendingCalls: [
    'CAN_REFUND_POSTPE_EXCESS_CREDIT',
    'CAN_REFRESH_POSTPE_ACCOUNT_LIMIT',
    'CAN_REINITIATE_POSTPE_QR_REFUND',
  ],
  // Ours (spec §2.3 Pay-later /bpl, /upload-banner; issue 46 item 2): reading BPL credit plans, raising a change to
  // one, approving it, pausing and resuming a plan (ops); reading and managing app banners (ops).
  paylaterAdmin: [
    'CAN_VIEW_BPL_PLANS',
    'CAN_RAISE_BPL_PLAN_CHANGE',
    'CAN_APPROVE_BPL_PLAN_CHANGE',
    'CAN_OPERATE_BPL_PLANS',
    'CAN_VIEW_BANNERS',
    'CAN_MANAGE_BANNERS',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PermissionFamily = keyof typeof PERMISSION_CATALOGUE;
export type PermissionKey = (typeof PERMISSION_CATALOGUE)[PermissionFamily][number];

export const ALL_PERMISSIONS: readonly PermissionKey[] = Object.values(PERMISSION_CATALOGUE).flat();

export function isPermissionKey(value: string): value is PermissionKey {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
