/**
 * What every maker-checker request answers about itself (the merchant changes, ops guardrails and investments, the
 * FMS transfers): who raised it with which remarks, who decided it with which remarks, and when. One shape, so the
 * console's request types say it once.
 */
export interface DecisionTrail {
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** The change a request proposes and the values it replaces (null where there were none). */
export interface ProposedChange {
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
}
