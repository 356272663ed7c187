import type { Kysely, Selectable } from 'kysely';
import { NAME_MATCH_AT, nameMatchScore, type BankPurpose } from '../../contract/merchant-changes/bank.js';
import type { BankVerificationTable, Database } from '../db/database.js';

/** Names a bank may hold for an account that is not the merchant's (a mismatch in the demo). */
const OTHER_NAMES = ['SHREE GANESH TRADERS', 'RAVI KUMAR', 'NEW INDIA AGENCIES', 'LAKSHMI ENTERPRISES'];

export interface PennyDrop {
  result: 'SUCCESS' | 'FAILED';
  nameAtBank: string | null;
  message: string;
}

/**
 * Pure, the reference backend's bank (README): deterministic by the account number's last digit. 9: the penny drop
 * fails; 7 or 8: it succeeds but the bank holds another name (a mismatch); anything else: the merchant's own name.
 */
export function pennyDrop(accountNumber: string, merchantName: string): PennyDrop {
  const last = Number(accountNumber.slice(-1));
  if (last === 9) return { result: 'FAILED', nameAtBank: null, message: 'Penny drop failed: account not found.' };
  if (last === 7 || last === 8) {
    const other = OTHER_NAMES[Number(accountNumber.slice(-3, -1)) % OTHER_NAMES.length]!;
    return { result: 'SUCCESS', nameAtBank: other, message: 'Account verified; the name at the bank differs.' };
  }
  return { result: 'SUCCESS', nameAtBank: merchantName.toUpperCase(), message: 'Account verified.' };
}

/** The wire shape of a stored verification. */
export function toVerificationDto(row: Omit<Selectable<BankVerificationTable>, 'purpose' | 'staff_id'>) {
  const score = Number(row.match_score);
  return {
    verificationId: row.id,
    merchantId: row.merchant_id,
    accountNumber: row.account_number,
    ifsc: row.ifsc,
    result: row.result as 'SUCCESS' | 'FAILED',
    nameAtBank: row.name_at_bank,
    merchantName: row.merchant_name,
    matchScore: score,
    nameMatch: (row.result !== 'SUCCESS' ? 'NONE' : score >= NAME_MATCH_AT ? 'MATCH' : 'MISMATCH') as
      'MATCH' | 'MISMATCH' | 'NONE',
    reference: row.reference,
    message: row.message,
    createdAt: Number(row.created_at),
  };
}
export type VerificationDto = ReturnType<typeof toVerificationDto>;

/** Runs the penny drop for an account and stores its result (the evidence a bank change must reference). */
export async function verifyAccount(
  db: Kysely<Database>,
  v: {
    merchantId: string;
    merchantName: string;
    purpose: BankPurpose;
    accountNumber: string;
    ifsc: string;
    staffId: number;
    at: number;
  },
): Promise<VerificationDto> {
  const drop = pennyDrop(v.accountNumber, v.merchantName);
  const score = drop.nameAtBank ? nameMatchScore(drop.nameAtBank, v.merchantName) : 0;
  const { id } = await db
    .insertInto('bank_verifications')
    .values({
      merchant_id: v.merchantId,
      purpose: v.purpose,
      account_number: v.accountNumber,
      ifsc: v.ifsc,
      result: drop.result,
      name_at_bank: drop.nameAtBank,
      merchant_name: v.merchantName,
      match_score: score,
      reference: `PD${v.at}${v.accountNumber.slice(-4)}`,
      message: drop.message,
      staff_id: v.staffId,
      created_at: v.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findVerification(db, id);
  return toVerificationDto(row!);
}

export function findVerification(db: Kysely<Database>, id: number) {
  return db.selectFrom('bank_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}
