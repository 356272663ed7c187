import type { Generated } from 'kysely';

/** One call the IVR took (migration 0061, /ivr-dashboard). */
export interface IvrCallTable {
  id: Generated<number>;
  caller: string;
  language: string;
  /** Epoch ms. */
  started_at: number;
  /** ANSWERED or DROPPED (contract/dashboards/calls.ts IVR_OUTCOMES). */
  outcome: string;
  wait_seconds: number;
  talk_seconds: number;
}
