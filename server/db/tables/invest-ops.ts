/** What a payout channel has let out on one UTC day (migration 0013): the counter its daily caps are checked on. */
export interface PayoutChannelUsageTable {
  channel: string;
  /** The UTC day's start, epoch ms. */
  day: number;
  used_count: number;
  used_amount: number;
}
