/**
 * The FRM complaint calls (contract/frm/calls.ts), unwrapped from the fraud-risk envelope (`success` true → `data`).
 */
import { FRM_CALLS } from '../../contract/frm/calls';
import type { FrmCategory, FrmOutcome, FrmState } from '../../contract/frm/rules';
import { callEndpoint } from '../endpoint-client';
import { unwrapFraudRisk } from './envelope';

export interface FrmComplaint {
  id: number;
  reference: string;
  product: string;
  merchantId: string;
  transactionId: number;
  paymentTransactionId: string;
  rrn: string;
  amountAtRisk: number;
  category: string;
  description: string;
  status: FrmState;
  outcome: FrmOutcome | null;
  assignee: string | null;
  raisedBy: string;
  raisedAt: number;
  updatedAt: number;
  version: number;
}

export interface FrmNote {
  id: number;
  author: string;
  text: string;
  createdAt: number;
}

export interface FrmComplaintDetail extends FrmComplaint {
  notes: FrmNote[];
  transaction: { amount: number; paymentTimestamp: number; payerInstrument: string; acquirerName: string } | null;
}

export interface FrmPage {
  content: FrmComplaint[];
  totalElements: number;
}

export interface FrmFilters {
  status?: string;
  product?: string;
  category?: string;
  assignee?: string;
  q?: string;
}

const data = <T>(response: Parameters<typeof unwrapFraudRisk>[0]): T => unwrapFraudRisk(response) as T;

export async function listFrmComplaints(filters: FrmFilters, page: number, limit: number, signal?: AbortSignal) {
  const values = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return data<FrmPage>(await callEndpoint(FRM_CALLS.list, { values, query: { page, limit }, signal }));
}

export async function getFrmComplaint(id: number, signal?: AbortSignal) {
  return data<FrmComplaintDetail>(await callEndpoint(FRM_CALLS.one, { values: { id }, signal }));
}

export interface FrmRaiseInput {
  transactionId: number;
  category: FrmCategory;
  description: string;
  amountAtRisk: number;
}

export async function raiseFrmComplaint(body: FrmRaiseInput, idempotencyKey: string) {
  return data<FrmComplaint>(await callEndpoint(FRM_CALLS.raise, { body, idempotencyKey }));
}

/** A change to one complaint (assign, note, move): the complaint as it is after. */
export async function changeFrmComplaint(
  kind: 'assign' | 'note' | 'move',
  id: number,
  body: Record<string, unknown>,
  idempotencyKey: string,
) {
  return data<FrmComplaintDetail>(await callEndpoint(FRM_CALLS[kind], { values: { id }, body, idempotencyKey }));
}
