/** Who has which queue item open (migration 0029; "Being reviewed by …"). */
export interface LiveViewerTable {
  kind: string;
  item_id: number;
  staff_id: number;
  /** Epoch ms: the row counts only while this is ahead. */
  expires_at: number;
}
