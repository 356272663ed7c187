import type { Kysely } from 'kysely';
import { maskMobile } from '../../contract/pii.js';
import {
  repaymentLinkState,
  type ContactWire,
  type DeathCertificateWire,
  type RepaymentLinkChannel,
  type RepaymentLinkWire,
} from '../../contract/consumer/calls-a-rules.js';
import type { Database } from '../db/database.js';
import { rowsWhere } from './rows-where.js';

/** SQL of the consumer 360 calls, part A (migration 0067, issue 46 item 6). */

/** The consumer's contacts, emergency first; mobiles masked (the clear one only through the audited reveal). */
export async function listContacts(db: Kysely<Database>, consumerId: number): Promise<ContactWire[]> {
  const rows = await rowsWhere(db, 'consumer_contacts', 'consumer_id', consumerId, [
    ['kind', 'asc'],
    ['id', 'asc'],
  ]);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    relation: r.relation,
    mobile: maskMobile(r.mobile),
  }));
}

/** One contact's clear mobile, for the audited reveal only. */
export async function contactMobileOf(db: Kysely<Database>, consumerId: number, contactId: number) {
  const row = await db
    .selectFrom('consumer_contacts')
    .select('mobile')
    .where('id', '=', contactId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return row?.mobile ?? null;
}

/**
 * The cooldown's one conditional write: the consumer's gate moved to `at` only if its last link was sent at or
 * before `notAfter` (a first link creates the gate). Of concurrent sends, exactly one passes.
 */
export async function passLinkGate(db: Kysely<Database>, consumerId: number, at: number, notAfter: number) {
  await db
    .insertInto('consumer_link_gates')
    .values({ consumer_id: consumerId, last_sent_at: 0 })
    .onConflict((oc) => oc.column('consumer_id').doNothing())
    .execute();
  const moved = await db
    .updateTable('consumer_link_gates')
    .set({ last_sent_at: at })
    .where('consumer_id', '=', consumerId)
    .where('last_sent_at', '<=', notAfter)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function lastLinkSentAt(db: Kysely<Database>, consumerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('consumer_link_gates')
    .select('last_sent_at')
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return row ? Number(row.last_sent_at) : null;
}

export interface NewRepaymentLink {
  consumerId: number;
  linkId: string;
  amount: number;
  channel: RepaymentLinkChannel;
  destination: string;
  sentBy: string;
  sentAt: number;
  expiresAt: number;
}

export async function insertRepaymentLink(db: Kysely<Database>, l: NewRepaymentLink): Promise<number> {
  const { id } = await db
    .insertInto('consumer_repayment_links')
    .values({
      consumer_id: l.consumerId,
      link_id: l.linkId,
      amount: l.amount,
      channel: l.channel,
      destination: l.destination,
      sent_by: l.sentBy,
      sent_at: l.sentAt,
      valid_until: l.expiresAt,
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Where a link went, masked as the 360 masks: a mobile to its last 4, an e-mail to its first letter and domain. */
export function maskDestination(channel: string, destination: string): string | null {
  if (channel === 'SMS') return maskMobile(destination);
  const [user = '', domain = ''] = destination.split('@');
  return `${user.slice(0, 1)}${'X'.repeat(Math.max(1, user.length - 1))}@${domain}`;
}

const NEWEST_SENT = [
  ['sent_at', 'desc'],
  ['id', 'desc'],
] as const;

/** The consumer's repayment links, newest first, each with its state now. */
export async function listRepaymentLinks(
  db: Kysely<Database>,
  consumerId: number,
  nowMs: number,
): Promise<RepaymentLinkWire[]> {
  const rows = await rowsWhere(db, 'consumer_repayment_links', 'consumer_id', consumerId, NEWEST_SENT);
  return rows.map((r) => {
    const link = { paidAt: r.paid_at === null ? null : Number(r.paid_at), expiresAt: Number(r.valid_until) };
    return {
      id: Number(r.id),
      linkId: r.link_id,
      amount: Number(r.amount),
      channel: r.channel as RepaymentLinkChannel,
      destination: maskDestination(r.channel, r.destination),
      state: repaymentLinkState(link, nowMs),
      sentBy: r.sent_by,
      sentAt: Number(r.sent_at),
      ...link,
    };
  });
}

export interface NewDeathCertificate {
  consumerId: number;
  fileName: string;
  mediaType: string;
  size: number;
  key: string;
  remarks: string;
  by: string;
  at: number;
}

export async function insertDeathCertificate(db: Kysely<Database>, d: NewDeathCertificate): Promise<void> {
  await db
    .insertInto('consumer_death_certificates')
    .values({
      consumer_id: d.consumerId,
      file_name: d.fileName,
      media_type: d.mediaType,
      size: d.size,
      content_key: d.key,
      remarks: d.remarks,
      uploaded_by: d.by,
      uploaded_at: d.at,
    })
    .execute();
}

/** The consumer's latest death certificate (a later upload replaces what is shown; every upload stays audited). */
export async function latestDeathCertificate(db: Kysely<Database>, consumerId: number) {
  const [latest] = await rowsWhere(db, 'consumer_death_certificates', 'consumer_id', consumerId, [
    ['uploaded_at', 'desc'],
    ['id', 'desc'],
  ]);
  return latest;
}

export function toCertificateWire(
  row: NonNullable<Awaited<ReturnType<typeof latestDeathCertificate>>>,
): DeathCertificateWire {
  return {
    fileName: row.file_name,
    mediaType: row.media_type,
    size: Number(row.size),
    uploadedBy: row.uploaded_by,
    uploadedAt: Number(row.uploaded_at),
    remarks: row.remarks,
  };
}
