import type { Generated } from 'kysely';

/** A BPL credit plan (migration 0066): limits and fee in rupees, rate in % p.a. */
export interface BplPlanTable {
  id: Generated<number>;
  code: string;
  name: string;
  segment: string;
  min_limit: number | string;
  max_limit: number | string;
  billing_day: number;
  interest_free_days: number;
  late_fee: number | string;
  interest_rate: number | string;
  status: string;
  version: Generated<number>;
  updated_by: string | null;
  updated_at: number | null;
}

/** An app banner (migration 0066): epoch ms, UTC; the image's bytes in the document store under `content_key`. */
export interface AppBannerTable {
  id: Generated<number>;
  title: string;
  placement: string;
  position: number;
  start_time: number;
  end_time: number;
  status: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  width: number;
  height: number;
  content: Buffer;
  content_key: string | null;
  version: Generated<number>;
  created_by: string;
  created_at: number;
  updated_by: string | null;
  updated_at: number | null;
}
