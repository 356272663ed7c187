import type { Insertable, Kysely } from 'kysely';
import type { Database, MerchantEventTable } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

/** Freshbots tickets, calls and the messages sent to a merchant (spec §7.3), newest first. */
export async function listTickets(db: Kysely<Database>, merchantId: string) {
  return rowsWhere(db, 'merchant_tickets', 'merchant_id', merchantId, [['created_at', 'desc']]);
}

export async function listCalls(db: Kysely<Database>, merchantId: string) {
  return rowsWhere(db, 'merchant_calls', 'merchant_id', merchantId, [['created_at', 'desc']]);
}

export async function listMessages(
  db: Kysely<Database>,
  merchantId: string,
  page: number,
  size: number,
  snapshot?: number,
) {
  const base = db.selectFrom('merchant_messages').where('merchant_id', '=', merchantId);
  const table = 'merchant_messages';
  return newestFirstPage(base, (q) => q.selectAll(), 'created_at', page, size, 'id', { db, table, given: snapshot });
}

export async function recordMessage(
  db: Kysely<Database>,
  m: {
    merchantId: string;
    channel: string;
    service: string;
    template: string;
    body: string;
    sentBy: string;
    at: number;
  },
) {
  const row = await db
    .insertInto('merchant_messages')
    .values({
      merchant_id: m.merchantId,
      channel: m.channel,
      service: m.service,
      template: m.template,
      body: m.body,
      sent_by: m.sentBy,
      created_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordCall(db: Kysely<Database>, merchantId: string, agentEmail: string, at: number) {
  const row = await db
    .insertInto('merchant_calls')
    .values({
      merchant_id: merchantId,
      direction: 'OUTBOUND',
      status: 'INITIATED',
      agent_email: agentEmail,
      duration_seconds: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordEvent(db: Kysely<Database>, event: Insertable<MerchantEventTable>) {
  await db.insertInto('merchant_events').values(event).execute();
}
