import type { Generated } from 'kysely';

/** An FRM complaint on a chargeback transaction (migration 0039; contract/frm/rules.ts). */
export interface FrmComplaintTable {
  id: Generated<number>;
  /** FRM-000001, set from the id in the raise's transaction. */
  reference: string | null;
  product: string;
  merchant_id: string;
  transaction_id: number;
  payment_transaction_id: string;
  rrn: string;
  amount_at_risk: number;
  category: string;
  description: string;
  status: string;
  outcome: string | null;
  assignee: string | null;
  raised_by: string;
  raised_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** A note on an FRM complaint: who, when, what (migration 0039). */
export interface FrmComplaintNoteTable {
  id: Generated<number>;
  complaint_id: number;
  author: string;
  text: string;
  created_at: number;
}
