import type { Generated } from 'kysely';

/** A merchant alert (migration 0042): its audience, texts, expiry, recipients when enabled, on or off. */
export interface MerchantAlertTable {
  id: Generated<number>;
  audience: string;
  category: string | null;
  audience_job_id: number | null;
  recipients: number;
  header: string;
  body: string;
  expiry_time: number;
  enabled: number;
  created_by: string;
  created_at: number;
  disabled_by: string | null;
  disabled_at: number | null;
}

/** The merchants of a CSV-audience alert (migration 0042). */
export interface MerchantAlertRecipientTable {
  alert_id: number;
  merchant_id: string;
}

/** Who enabled or disabled which merchant alert, when (migration 0042). */
export interface MerchantAlertLogTable {
  id: Generated<number>;
  alert_id: number;
  action: string;
  audience: string;
  category: string | null;
  recipients: number;
  header: string;
  expiry_time: number;
  agent_email: string;
  created_at: number;
}
