import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ChargebackTransactionTable,
  DisputeDecisionTable,
  DisputeProofTable,
  DisputeTable,
} from './tables/disputes.js';
import type { FrmComplaintNoteTable, FrmComplaintTable } from './tables/frm.js';
import type * as Delivery from './tables/delivery.js';
import type * as DeviceOnboarding from './tables/device-onboarding.js';
import type { MobileChangeProofTable } from './tables/mobile-change.js';
import type * as MA from './tables/merchant-alerts.js';
import type * as MerchantCalls from './tables/merchant-calls.js';
import type * as ConsumerCalls from './tables/consumer-calls.js';
import type * as BharatSwipe from './tables/bharat-swipe.js';
import type * as Speaker from './tables/speaker.js';
import type * as PgVpa from './tables/pg-vpa.js';
import type * as IvrCalls from './tables/ivr-calls.js';
import type * as PaymentOps from './tables/payment-ops.js';
import type * as Jobs from './tables/background-jobs.js';
import type * as DeviceRefunds from './tables/device-refunds.js';
import type * as BankDowntime from './tables/bank-downtime.js';
import type * as RiskManager from './tables/risk-manager.js';
import type * as ConsumerLending from './tables/consumer-lending.js';
import type * as Insurance from './tables/insurance.js';
import type * as PostpeCampaign from './tables/postpe-campaign.js';
import type * as ConsumerCallsA from './tables/consumer-calls-a.js';
import type * as PaylaterAdmin from './tables/paylater-admin.js';
import type * as SwipeCommercial from './tables/swipe-commercial.js';
import type * as PayoutFms from './tables/payout-fms.js';
import type { IfscCodeTable, MerchantTable, UploadJobRowTable, UploadJobTable } from './tables/merchants.js';
import type * as M360 from './tables/merchant-360.js';
import type * as TxnRecon from './tables/txn-recon.js';
import type * as ML from './tables/merchant-loans.js';
import type {
  ConsumerAccountTxnTable,
  ConsumerBankTransferTable,
  ConsumerBillTable,
  ConsumerEmiTable,
  ConsumerEventTable,
  ConsumerLimitTable,
  ConsumerRepaymentTable,
  ConsumerTable,
} from './tables/consumers.js';
import type {
  ConsumerBillPaymentTable,
  ConsumerPlanOrderTable,
  ConsumerRecordTable,
} from './tables/consumer-extras.js';
import type {
  BankVerificationTable,
  KycCaseEventTable,
  KycCaseTable,
  KycDocumentTable,
  MerchantBankAccountTable,
  MerchantChangeRequestTable,
  SettlementBlockTable,
} from './tables/merchant-changes.js';
import type {
  DepositGuardrailTable,
  InternalAccountTable,
  InternalTransferTable,
  InvestmentAccountTable,
  InvestmentHoldingTable,
  InvestmentTransactionTable,
  PayoutGuardrailTable,
  PayoutStatusMarkTable,
} from './tables/investments.js';
import type { CpvDocumentTable, CpvEventTable } from './tables/merchant-cpv.js';
import type { PayoutChannelUsageTable } from './tables/invest-ops.js';
import type { SavedViewTable } from './tables/saved-views.js';
import type { LiveViewerTable } from './tables/live-viewers.js';
import type { SsoLoginTable } from './tables/sso-logins.js';
import type * as PayoutRecon from './tables/payout-recon.js';
import type * as Cpv from './tables/cpv-visits.js';
export type * from './tables/cpv-visits.js';

export type * from './tables/disputes.js';
export type * from './tables/merchants.js';
export type * from './tables/consumers.js';
export type * from './tables/consumer-extras.js';
export type * from './tables/merchant-changes.js';
export type * from './tables/investments.js';
import type * as ConsumerForms from './tables/consumer-forms.js';
import type * as Club from './tables/club.js';
export type * from './tables/consumer-forms.js';
export type * from './tables/merchant-360.js';
export type * from './tables/merchant-loans.js';
export type * from './tables/merchant-cpv.js';
export type * from './tables/invest-ops.js';
export type * from './tables/saved-views.js';
export type * from './tables/merchant-360-more.js';

import type {
  StaffTable,
  RoleTable,
  PermissionTable,
  RolePermissionTable,
  StaffRoleTable,
  SessionTable,
  OtpChallengeTable,
  OtpFailureTable,
  AuthRateEventTable,
  OtpOutboxTable,
} from './tables/access.js';
import type {
  OfferTable,
  NotificationTable,
  FdPlanTable,
  TransactionLimitTable,
  AlertTable,
  AlertLogTable,
  PayoutTable,
  AuditLogTable,
  ApprovalRequestTable,
  IdempotencyKeyTable,
} from './tables/console.js';
export type * from './tables/access.js';
export type * from './tables/console.js';

/** One total per (table, status), and per table under the status '' (all its rows): migration 0038. */
export interface ListCountTable {
  list: string;
  bucket: string;
  n: number | string;
}

/** A blocked login of a merchant or a consumer, and its lifting (migration 0037). */
export interface LoginBlockTable {
  id: Generated<number>;
  subject_kind: string;
  subject_id: string;
  subject_name: string;
  login_mobile: string;
  cause: string;
  detail: string;
  blocked_by: string;
  blocked_at: number;
  unblocked_at: number | null;
  unblocked_by: string | null;
  unblock_reason: string | null;
  unblock_remark: string | null;
}

export interface Database {
  staff: StaffTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  staff_roles: StaffRoleTable;
  sessions: SessionTable;
  offers: OfferTable;
  notifications: NotificationTable;
  fd_plans: FdPlanTable;
  transaction_limits: TransactionLimitTable;
  alerts: AlertTable;
  alert_logs: AlertLogTable;
  payouts: PayoutTable;
  /** Blocked merchant and consumer logins (migration 0037, /unblock-user). */
  login_blocks: LoginBlockTable;
  /** Mobile change proofs (migration 0041, /mobile-change-request). */
  mobile_change_proofs: MobileChangeProofTable;
  /** Merchant alerts, their CSV recipients and their log (migration 0042, /merchant-alerts). */
  merchant_alerts: MA.MerchantAlertTable;
  merchant_alert_recipients: MA.MerchantAlertRecipientTable;
  merchant_alert_logs: MA.MerchantAlertLogTable;
  /** Totals kept by triggers (migration 0038, db/list-counts.ts). */
  list_counts: ListCountTable;
  audit_log: AuditLogTable;
  otp_challenges: OtpChallengeTable;
  otp_failures: OtpFailureTable;
  auth_rate_events: AuthRateEventTable;
  otp_outbox: OtpOutboxTable;
  approval_requests: ApprovalRequestTable;
  idempotency_keys: IdempotencyKeyTable;
  merchants: MerchantTable;
  ifsc_codes: IfscCodeTable;
  upload_jobs: UploadJobTable;
  upload_job_rows: UploadJobRowTable;
  chargeback_transactions: ChargebackTransactionTable;
  disputes: DisputeTable;
  dispute_proofs: DisputeProofTable;
  dispute_decisions: DisputeDecisionTable;
  consumers: ConsumerTable;
  consumer_limits: ConsumerLimitTable;
  consumer_account_txns: ConsumerAccountTxnTable;
  consumer_repayments: ConsumerRepaymentTable;
  consumer_bills: ConsumerBillTable;
  consumer_emis: ConsumerEmiTable;
  consumer_bank_transfers: ConsumerBankTransferTable;
  consumer_events: ConsumerEventTable;
  consumer_records: ConsumerRecordTable;
  consumer_plan_orders: ConsumerPlanOrderTable;
  consumer_bill_payments: ConsumerBillPaymentTable;
  merchant_bank_accounts: MerchantBankAccountTable;
  bank_verifications: BankVerificationTable;
  merchant_change_requests: MerchantChangeRequestTable;
  settlement_blocks: SettlementBlockTable;
  kyc_documents: KycDocumentTable;
  kyc_cases: KycCaseTable;
  kyc_case_events: KycCaseEventTable;
  deposit_guardrails: DepositGuardrailTable;
  payout_guardrails: PayoutGuardrailTable;
  investment_accounts: InvestmentAccountTable;
  investment_holdings: InvestmentHoldingTable;
  investment_transactions: InvestmentTransactionTable;
  internal_accounts: InternalAccountTable;
  internal_transfers: InternalTransferTable;
  payout_status_marks: PayoutStatusMarkTable;
  merchant_stores: M360.MerchantStoreTable;
  merchant_devices: M360.MerchantDeviceTable;
  merchant_transactions: M360.MerchantTransactionTable;
  merchant_refunds: M360.MerchantRefundTable;
  merchant_settlements: M360.MerchantSettlementTable;
  merchant_settlement_deductions: M360.MerchantSettlementDeductionTable;
  merchant_loans: M360.MerchantLoanTable;
  merchant_gold_transactions: M360.MerchantGoldTransactionTable;
  merchant_tickets: M360.MerchantTicketTable;
  merchant_calls: M360.MerchantCallTable;
  merchant_messages: M360.MerchantMessageTable;
  merchant_events: M360.MerchantEventTable;
  merchant_credit_lines: ML.MerchantCreditLineTable;
  merchant_credit_line_entries: ML.MerchantCreditLineEntryTable;
  merchant_excess_nach: ML.MerchantExcessNachTable;
  merchant_bharatswipe_accounts: ML.MerchantBharatSwipeAccountTable;
  merchant_bharatswipe_withdrawals: ML.MerchantBharatSwipeWithdrawalTable;
  merchant_sendmoney_txns: ML.MerchantSendMoneyTxnTable;
  merchant_service_requests: ML.MerchantServiceRequestTable;
  cpv_documents: CpvDocumentTable;
  cpv_events: CpvEventTable;
  /** CPV field agents, visits and referral signups (migration 0043, issue 43 item 6). */
  cpv_agents: Cpv.CpvAgentTable;
  cpv_visits: Cpv.CpvVisitTable;
  merchant_referral_signups: Cpv.MerchantReferralSignupTable;
  consumer_card_charges: ConsumerForms.ConsumerCardChargeTable;
  consumer_manual_refunds: ConsumerForms.ConsumerManualRefundTable;
  consumer_whitelist: ConsumerForms.ConsumerWhitelistTable;
  consumer_kyc_images: ConsumerForms.ConsumerKycImageTable;
  consumer_nach_mandates: ConsumerForms.ConsumerNachMandateTable;
  payout_channel_usage: PayoutChannelUsageTable;
  saved_views: SavedViewTable;
  payout_bank_lines: PayoutRecon.PayoutBankLineTable;
  payout_recon_runs: PayoutRecon.PayoutReconRunTable;
  payout_recon_items: PayoutRecon.PayoutReconItemTable;
  live_viewers: LiveViewerTable;
  sso_logins: SsoLoginTable;
  frm_complaints: FrmComplaintTable;
  frm_complaint_notes: FrmComplaintNoteTable;
  merchant_mdr_rates: MerchantCalls.MerchantMdrRateTable;
  merchant_wallets: MerchantCalls.MerchantWalletTable;
  merchant_wallet_txns: MerchantCalls.MerchantWalletTxnTable;
  qr_orders: MerchantCalls.QrOrderTable;
  investment_interest: ConsumerCalls.InvestmentInterestTable;
  video_kyc_gates: ConsumerCalls.VideoKycGateTable;
  video_kyc_links: ConsumerCalls.VideoKycLinkTable;
  merchant_support_languages: ConsumerCalls.MerchantSupportLanguageTable;
  recharge_complaints: ConsumerCalls.RechargeComplaintTable;
  swipe_monthly_charges: BharatSwipe.SwipeMonthlyChargeTable;
  swipe_tpv: BharatSwipe.SwipeTpvTable;
  swipe_device_activity: BharatSwipe.SwipeDeviceActivityTable;
  swipe_device_events: BharatSwipe.SwipeDeviceEventTable;
  swipe_orders: BharatSwipe.SwipeOrderTable;
  swipe_qr_codes: BharatSwipe.SwipeQrCodeTable;
  swipe_order_link_gates: BharatSwipe.SwipeOrderLinkGateTable;
  speaker_prices: Speaker.SpeakerPriceTable;
  speaker_audio_profiles: Speaker.SpeakerAudioProfileTable;
  speaker_audio_tests: Speaker.SpeakerAudioTestTable;
  speaker_rent_waivers: Speaker.SpeakerRentWaiverTable;
  speaker_invoices: Speaker.SpeakerInvoiceTable;
  payment_banks: BankDowntime.PaymentBankTable;
  bank_downtimes: BankDowntime.BankDowntimeTable;
  downtime_recipients: BankDowntime.DowntimeRecipientTable;
  downtime_notifications: BankDowntime.DowntimeNotificationTable;
  qr_priority: BankDowntime.QrPriorityTable;
  /** Velocity limits and blocks per merchant or consumer (migration 0065, issue 46). */
  risk_rules: RiskManager.RiskRuleTable;
  /** A consumer's bank accounts and the payouts refunding their excess credit (migration 0068, issue 46 item 6). */
  consumer_bank_accounts: ConsumerLending.ConsumerBankAccountTable;
  consumer_excess_refunds: ConsumerLending.ConsumerExcessRefundTable;
  /** Onboarding journeys and their steps (migration 0065, issue 46: /bp-resume). */
  bp_journeys: RiskManager.BpJourneyTable;
  bp_journey_steps: RiskManager.BpJourneyStepTable;
  /** Consumers' insurance policies and claims (migration 0063, issue 46). */
  insurance_policies: Insurance.InsurancePolicyTable;
  insurance_claims: Insurance.InsuranceClaimTable;
  postpe_campaigns: PostpeCampaign.PostpeCampaignTable;
  bpl_plans: PaylaterAdmin.BplPlanTable;
  app_banners: PaylaterAdmin.AppBannerTable;
  /** The lines of insurance bulk cancellation files (migration 0069, issue 46 item 3). */
  insurance_cancel_rows: Insurance.InsuranceCancelRowTable;
  /** Delivery partners, pincodes, card deliveries, merchant cards (migration 0048, issue 44). */
  delivery_partners: Delivery.DeliveryPartnerTable;
  delivery_partner_pincodes: Delivery.DeliveryPartnerPincodeTable;
  card_deliveries: Delivery.CardDeliveryTable;
  card_delivery_events: Delivery.CardDeliveryEventTable;
  merchant_card_applications: Delivery.MerchantCardApplicationTable;
  merchant_card_orders: Delivery.MerchantCardOrderTable;
  swipe_plans: SwipeCommercial.SwipePlanTable;
  swipe_coupons: SwipeCommercial.SwipeCouponTable;
  device_warehouses: M360.DeviceWarehouseTable;
  device_events: M360.DeviceEventTable;
  device_onboardings: DeviceOnboarding.DeviceOnboardingTable;
  device_shipments: DeviceOnboarding.DeviceShipmentTable;
  swipe_txn_limits: M360.SwipeTxnLimitTable;
  device_repairs: M360.DeviceRepairTable;
  pg_payment_timeouts: PgVpa.PgPaymentTimeoutTable;
  vpa_upload_rows: PgVpa.VpaUploadRowTable;
  /** The IVR call log (migration 0061, /ivr-dashboard). */
  ivr_calls: IvrCalls.IvrCallTable;
  /** Payment operations: withdrawal requests, status pushes, the simulated Cashfree (migration 0059, issue 45). */
  merchant_withdrawal_requests: PaymentOps.MerchantWithdrawalRequestTable;
  merchant_callback_endpoints: PaymentOps.MerchantCallbackEndpointTable;
  txn_status_pushes: PaymentOps.TxnStatusPushTable;
  txn_push_attempts: PaymentOps.TxnPushAttemptTable;
  cashfree_payouts: PaymentOps.CashfreePayoutTable;
  /** The job queue, SFTP drop files and the card-swipe reconciliation (migration 0055, issue 45). */
  background_jobs: Jobs.BackgroundJobTable;
  sftp_sources: Jobs.SftpSourceTable;
  sftp_files: Jobs.SftpFileTable;
  swipe_recon_lines: Jobs.SwipeReconLineTable;
  swipe_recon_days: Jobs.SwipeReconDayTable;
  device_payments: DeviceRefunds.DevicePaymentTable;
  /** Payout FMS ledger and payout channel configuration (migration 0058, issue 45 item 4). */
  fms_ledger: PayoutFms.FmsLedgerTable;
  payout_channels: PayoutFms.PayoutChannelTable;
  txn_recon_runs: TxnRecon.TxnReconRunTable;
  txn_recon_items: TxnRecon.TxnReconItemTable;
  /** The TP club: interest dues and subscriptions (migration 0064, issue 46 item 4). */
  club_interest_dues: Club.ClubInterestDueTable;
  club_subscriptions: Club.ClubSubscriptionTable;
  /** The consumer 360 calls, part A (migration 0067, issue 46 item 6). */
  consumer_contacts: ConsumerCallsA.ConsumerContactTable;
  consumer_repayment_links: ConsumerCallsA.ConsumerRepaymentLinkTable;
  consumer_link_gates: ConsumerCallsA.ConsumerLinkGateTable;
  consumer_death_certificates: ConsumerCallsA.ConsumerDeathCertificateTable;
}

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Payout = Selectable<PayoutTable>;
export type NewPayout = Insertable<PayoutTable>;
export type ApprovalRequest = Selectable<ApprovalRequestTable>;
