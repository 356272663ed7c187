import type { Generated } from 'kysely';

/** A pay-later campaign (migration 0062): epoch ms, UTC; `segment_json` the rules of a SEGMENT audience. */
export interface PostpeCampaignTable {
  id: Generated<number>;
  name: string;
  audience: string;
  segment_json: string | null;
  /** The checked file of consumer ids of a CSV audience (migration 0070), else null. */
  audience_job_id: number | null;
  channel: string;
  start_time: number;
  end_time: number;
  title: string;
  body: string;
  status: string;
  version: Generated<number>;
  created_by: string;
  created_at: number;
  updated_by: string | null;
  updated_at: number | null;
}
