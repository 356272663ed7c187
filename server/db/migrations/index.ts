import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_auth.js';
import * as m0003 from './0003_resources.js';
import * as m0004 from './0004_approvals.js';
import * as m0005 from './0005_merchants_uploads.js';
import * as m0006 from './0006_disputes.js';
import * as m0007 from './0007_consumers.js';
import * as m0008 from './0008_merchant_360.js';
import * as m0009 from './0009_merchant_changes.js';
import * as m0010 from './0010_investments.js';
import * as m0011 from './0011_consumer_extras.js';
import * as m0013 from './0013_invest_ops.js';
import * as m0014 from './0014_consumer_forms.js';
import * as m0015 from './0015_payout_recon.js';
import * as m0016 from './0016_merchant_cpv.js';
import * as m0017 from './0017_merchant_loans.js';
import * as m0018 from './0018_saved_views.js';
import * as m0019 from './0019_merchant_360_more.js';
import * as m0020 from './0020_list_indexes.js';
import * as m0021 from './0021_service_request_open_unique.js';
import * as m0022 from './0022_access_change_notify.js';
import * as m0023 from './0023_once_only_unique.js';
import * as m0024 from './0024_interest_credit_once.js';
import * as m0025 from './0025_search_indexes.js';
import * as m0026 from './0026_payout_agent_staff.js';
import * as m0027 from './0027_otp_lock_expiry.js';
import * as m0028 from './0028_count_change_notify.js';
import * as m0029 from './0029_live_queues.js';
import * as m0030 from './0030_housekeeping.js';
import * as m0031 from './0031_session_last_seen.js';
import * as m0032 from './0032_document_store.js';
import * as m0033 from './0033_sso_logins.js';
import * as m0034 from './0034_approvals_inbox.js';
import * as m0035 from './0035_payouts_pending_inbox.js';
import * as m0036 from './0036_goodwill_cashback_once.js';
import * as m0037 from './0037_login_blocks.js';
import * as m0038 from './0038_list_counts.js';
import * as m0039 from './0039_frm_complaints.js';
import * as m0041 from './0041_mobile_change_proofs.js';
import * as m0042 from './0042_merchant_alerts.js';
import * as m0043 from './0043_cpv_visits.js';
import * as m0044 from './0044_merchant_calls.js';
import * as m0045 from './0045_consumer_calls.js';
import * as m0047 from './0047_bharat_swipe.js';
import * as m0050 from './0050_speaker_tools.js';
import * as m0048 from './0048_delivery.js';
import * as m0049 from './0049_swipe_commercial.js';
import * as m0046 from './0046_device_lifecycle.js';
import * as m0051 from './0051_device_onboarding.js';
import * as m0053 from './0053_warehouse_management.js';
import * as m0059 from './0059_payment_ops.js';
import * as m0052 from './0052_device_repairs.js';
import * as m0060 from './0060_pg_timeouts_vpa.js';
import * as m0061 from './0061_ivr_calls.js';
import * as m0055 from './0055_background_jobs.js';
import * as m0054 from './0054_device_refunds.js';
import * as m0058 from './0058_payout_fms.js';
import * as m0056 from './0056_txn_recon.js';
import * as m0057 from './0057_bank_downtime.js';
import * as m0065 from './0065_risk_rules.js';
import * as m0068 from './0068_consumer_lending_calls.js';
import * as m0064 from './0064_tp_club.js';
import * as m0069 from './0069_insurance_cancel.js';
import * as m0063 from './0063_insurance.js';
import * as m0062 from './0062_postpe_campaigns.js';
import * as m0067 from './0067_consumer_calls_a.js';
import * as m0070 from './0070_campaign_audience_file.js';
import * as m0066 from './0066_paylater_admin.js';

/** Every migration, in order. Append only: a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_auth': m0002,
  '0003_resources': m0003,
  '0004_approvals': m0004,
  '0005_merchants_uploads': m0005,
  '0006_disputes': m0006,
  '0007_consumers': m0007,
  '0008_merchant_360': m0008,
  '0009_merchant_changes': m0009,
  '0010_investments': m0010,
  '0011_consumer_extras': m0011,
  '0013_invest_ops': m0013,
  '0014_consumer_forms': m0014,
  '0015_payout_recon': m0015,
  '0016_merchant_cpv': m0016,
  '0017_merchant_loans': m0017,
  '0018_saved_views': m0018,
  '0019_merchant_360_more': m0019,
  '0020_list_indexes': m0020,
  '0021_service_request_open_unique': m0021,
  '0022_access_change_notify': m0022,
  '0023_once_only_unique': m0023,
  '0024_interest_credit_once': m0024,
  '0025_search_indexes': m0025,
  '0026_payout_agent_staff': m0026,
  '0027_otp_lock_expiry': m0027,
  '0028_count_change_notify': m0028,
  '0029_live_queues': m0029,
  '0030_housekeeping': m0030,
  '0031_session_last_seen': m0031,
  '0032_document_store': m0032,
  '0033_sso_logins': m0033,
  '0034_approvals_inbox': m0034,
  '0035_payouts_pending_inbox': m0035,
  '0036_goodwill_cashback_once': m0036,
  '0037_login_blocks': m0037,
  '0038_list_counts': m0038,
  '0039_frm_complaints': m0039,
  '0041_mobile_change_proofs': m0041,
  '0042_merchant_alerts': m0042,
  '0043_cpv_visits': m0043,
  '0044_merchant_calls': m0044,
  '0045_consumer_calls': m0045,
  '0047_bharat_swipe': m0047,
  '0050_speaker_tools': m0050,
  '0048_delivery': m0048,
  '0049_swipe_commercial': m0049,
  '0046_device_lifecycle': m0046,
  '0051_device_onboarding': m0051,
  '0053_warehouse_management': m0053,
  '0052_device_repairs': m0052,
  '0059_payment_ops': m0059,
  '0060_pg_timeouts_vpa': m0060,
  '0055_background_jobs': m0055,
  '0054_device_refunds': m0054,
  '0058_payout_fms': m0058,
  '0056_txn_recon': m0056,
  '0057_bank_downtime': m0057,
  '0061_ivr_calls': m0061,
  '0065_risk_rules': m0065,
  '0064_tp_club': m0064,
  '0069_insurance_cancel': m0069,
  '0063_insurance': m0063,
  '0062_postpe_campaigns': m0062,
  '0066_paylater_admin': m0066,
  '0067_consumer_calls_a': m0067,
  '0068_consumer_lending_calls': m0068,
  '0070_campaign_audience_file': m0070,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
