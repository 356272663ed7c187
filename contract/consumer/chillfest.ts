import { z } from 'zod';

/**
 * Postpe Chillfest (spec §2.13 names the tab only; its fields are ours): a consumer's campaign entries, each a task
 * to complete for a reward. The statuses an entry passes through, in order.
 */
export const CHILLFEST_STATUSES = ['ENROLLED', 'COMPLETED', 'REWARDED', 'EXPIRED'] as const;
export type ChillfestStatus = (typeof CHILLFEST_STATUSES)[number];

/** One Chillfest entry as GET /postpe/chillfest answers it. */
export const chillfestEntrySchema = z.object({
  id: z.number(),
  chillfestId: z.string(),
  campaignName: z.string(),
  taskName: z.string(),
  progress: z.string(),
  enrolledAt: z.number(),
  completedAt: z.number().nullable(),
  status: z.string(),
  rewardType: z.string(),
  rewardAmount: z.number(),
  expiry: z.number().nullable(),
});
export type ChillfestEntry = z.infer<typeof chillfestEntrySchema>;
