/**
 * The payout channel configuration (/payout/config, issue 45 item 4): each channel's provider and limits, the change
 * waiting for a checker, and an approved change applied on the version its maker saw.
 */
import type { Kysely, Selectable } from 'kysely';
import { PAYOUT_CONFIG_CHANGE_KIND, type ChannelValues } from '../../contract/payout-fms/rules.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import type { PayoutChannelTable } from '../db/tables/payout-fms.js';
import { seenBy, updateOnVersionSeen } from './version-seen.js';

export const channelValues = (c: Selectable<PayoutChannelTable>): ChannelValues => ({
  provider: c.provider,
  minPerTxn: Number(c.min_per_txn),
  maxPerTxn: Number(c.max_per_txn),
  dailyLimit: Number(c.daily_limit),
  enabled: Number(c.enabled) === 1,
});

export const findChannel = (db: Kysely<Database>, channel: string) =>
  db.selectFrom('payout_channels').selectAll().where('channel', '=', channel).executeTakeFirst();

/** Every channel with its values and the change waiting for a checker (its id, maker and proposed values), if any. */
export async function listChannels(db: Kysely<Database>) {
  const [channels, pending] = await Promise.all([
    db.selectFrom('payout_channels').selectAll().orderBy('id').execute(),
    db
      .selectFrom('approval_requests')
      .selectAll()
      .where('kind', '=', PAYOUT_CONFIG_CHANGE_KIND)
      .where('status', '=', 'PENDING')
      .execute(),
  ]);
  return channels.map((c) => {
    const p = pending.find((r) => r.target_id === c.id);
    return {
      id: c.id,
      channel: c.channel,
      ...channelValues(c),
      version: Number(c.version),
      updatedBy: c.updated_by,
      updatedAt: Number(c.updated_at),
      pending: p
        ? {
            requestId: p.id,
            makerId: p.maker_id,
            makerEmail: p.maker_email,
            remarks: p.maker_remarks,
            proposed: JSON.parse(p.proposed_json) as ChannelValues & { channel: string },
            createdAt: Number(p.created_at),
          }
        : null,
    };
  });
}

/** An approved channel change, on the version the maker saw: the values before and after, or null when moved since. */
export async function applyChannelChange(db: Kysely<Database>, request: ApprovalRequest, by: string, at: number) {
  const proposed = JSON.parse(request.proposed_json) as ChannelValues & { channel: string };
  const applied = await updateOnVersionSeen(db, 'payout_channels', seenBy(request), {
    provider: proposed.provider,
    min_per_txn: proposed.minPerTxn,
    max_per_txn: proposed.maxPerTxn,
    daily_limit: proposed.dailyLimit,
    enabled: proposed.enabled ? 1 : 0,
    updated_by: by,
    updated_at: at,
  });
  if (!applied) return null;
  return { before: JSON.parse(request.previous_json ?? '{}') as unknown, after: proposed };
}
