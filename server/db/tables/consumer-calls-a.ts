import type { Generated } from 'kysely';

/** The consumer 360 calls, part A (migration 0067, issue 46 item 6). Times in epoch milliseconds. */
export interface ConsumerContactTable {
  id: Generated<number>;
  consumer_id: number;
  kind: 'EMERGENCY' | 'REFERENCE';
  name: string;
  relation: string;
  mobile: string;
  created_at: number;
}

export interface ConsumerRepaymentLinkTable {
  id: Generated<number>;
  consumer_id: number;
  link_id: string;
  amount: number;
  channel: string;
  destination: string;
  sent_by: string;
  sent_at: number;
  valid_until: number;
  paid_at: number | null;
}

export interface ConsumerLinkGateTable {
  consumer_id: number;
  last_sent_at: number;
}

export interface ConsumerDeathCertificateTable {
  id: Generated<number>;
  consumer_id: number;
  file_name: string;
  media_type: string;
  size: number;
  content_key: string;
  remarks: string;
  uploaded_by: string;
  uploaded_at: number;
}
