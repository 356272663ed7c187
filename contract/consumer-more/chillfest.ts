/**
 * Postpe Chillfest (spec §2.13 names the tab only; its fields are ours): a consumer's campaign entries, each a task
 * to complete for a reward. The statuses an entry passes through, in order.
 */
export const CHILLFEST_STATUSES = ['ENROLLED', 'COMPLETED', 'REWARDED', 'EXPIRED'] as const;
export type ChillfestStatus = (typeof CHILLFEST_STATUSES)[number];

/** One Chillfest entry as GET /postpe/chillfest answers it. */
export interface ChillfestEntry {
  id: number;
  chillfestId: string;
  campaignName: string;
  taskName: string;
  progress: string;
  enrolledAt: number;
  completedAt: number | null;
  status: string;
  rewardType: string;
  rewardAmount: number;
  expiry: number | null;
}
