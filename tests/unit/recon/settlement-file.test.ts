import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  reconcileTxns,
  runStateOf,
  SETTLEMENT_CELL_MESSAGES,
  type BookTxn,
  type SettlementRow,
} from '../../../contract/recon/rules';
import { FILE_MESSAGES, isClean } from '../../../contract/uploads';
import { parseAndValidate } from '../../../src/pages/merchant-support/csv/parse-csv';
import { sourceOfKind } from '../../../src/pages/txn-recon/UploadFilePage';
import { reviewSummary, sideText, traceDiffs } from '../../../src/pages/txn-recon/summaries';
import type { OnSpotTrace, TxnReconItem } from '../../../dataProviders/merchant-support/txn-recon';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/recon/${name}`, import.meta.url), 'utf8');

describe('the settlement file check the console runs before sending (the CSV worker)', () => {
  it('accepts the documented samples, amounts kept in whole paise', () => {
    const acquirer = parseAndValidate('recon-acquirer', fixture('acquirer-settlement-sample.csv'));
    expect(isClean(acquirer)).toBe(true);
    expect(acquirer.rows[0]!.value).toEqual({
      ref: '412345678901',
      amount: 1250.5,
      paise: 125050,
      status: 'SUCCESS',
      day: '2026-11-28',
    });
    expect(acquirer.rows[2]!.value).toMatchObject({ status: 'FAILED', paise: 7525 });
    expect(isClean(parseAndValidate('recon-bank', fixture('bank-statement-sample.csv')))).toBe(true);
  });

  it('refuses a bank statement sent as the acquirer file (its headers)', () => {
    const checked = parseAndValidate('recon-acquirer', fixture('bank-statement-sample.csv'));
    expect(checked.fileErrors.length).toBeGreaterThan(0);
  });

  it('names a duplicate RRN with the line it repeats, and every bad cell', () => {
    const checked = parseAndValidate(
      'recon-acquirer',
      'rrn,amount,status,txnDate\nABC123456,10,SUCCESS,2026-11-01\nabc123456,10.5,success,2026-11-01\nA!,1.234,MAYBE,2026-02-30\n',
    );
    expect(isClean(checked)).toBe(false);
    expect(checked.rows[1]!.errors).toEqual([{ column: 'ref', message: FILE_MESSAGES.duplicate(2) }]);
    expect(checked.rows[2]!.errors.map((e) => e.message)).toEqual([
      SETTLEMENT_CELL_MESSAGES.ref,
      SETTLEMENT_CELL_MESSAGES.amount,
      SETTLEMENT_CELL_MESSAGES.status,
      SETTLEMENT_CELL_MESSAGES.date,
    ]);
  });

  it('maps each upload kind to its source', () => {
    expect(sourceOfKind('recon-acquirer')).toBe('ACQUIRER');
    expect(sourceOfKind('recon-bank')).toBe('BANK');
  });
});

describe('matching (pure)', () => {
  const txn = (rrn: string, paise: number, status = 'SUCCESS'): BookTxn => ({
    txnId: `T-${rrn}`,
    rrn,
    paise,
    status,
    day: '2026-11-01',
  });
  const line = (ref: string, paise: number, status: 'SUCCESS' | 'FAILED' = 'SUCCESS', n = 2) =>
    ({ ref, amount: paise / 100, paise, status, day: '2026-11-01', line: n }) as SettlementRow & { line: number };

  it('gives each of the four outcomes, comparing to the paisa', () => {
    const books = [txn('A1', 1000), txn('B1', 1000), txn('C1', 500, 'REJECTED'), txn('D1', 700), txn('E1', 900)];
    const byRef = new Map(books.map((b) => [b.rrn, b]));
    const rows = reconcileTxns(
      [line('A1', 1000), line('B1', 1001), line('C1', 500, 'FAILED'), line('D1', 700, 'FAILED'), line('Z9', 50)],
      byRef,
      books,
    );
    expect(rows.map((r) => [r.txn?.rrn ?? r.line?.ref, r.grp, r.reason])).toEqual([
      ['A1', 'MATCHED', 'MATCHED'],
      ['B1', 'MISMATCH', 'AMOUNT'],
      ['C1', 'MATCHED', 'MATCHED'],
      ['D1', 'MISMATCH', 'STATUS'],
      ['Z9', 'STATEMENT_ONLY', 'UNKNOWN_UTR'],
      ['E1', 'BOOKS_ONLY', 'NOT_ON_STATEMENT'],
    ]);
  });

  it('derives a run state from its rows to review', () => {
    expect(runStateOf(0, 0)).toBe('CLEAN');
    expect(runStateOf(3, 1)).toBe('OPEN');
    expect(runStateOf(3, 0)).toBe('REVIEWED');
  });
});

const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe('what the screens restate', () => {
  const item: TxnReconItem = {
    id: 7,
    runId: 2,
    group: 'MISMATCH',
    reason: 'AMOUNT',
    ref: '412345678901',
    line: 3,
    txnId: 'TXN1',
    oursAmount: 1250.5,
    oursStatus: 'SUCCESS',
    oursDay: '2026-11-28',
    theirsAmount: 1200,
    theirsStatus: 'SUCCESS',
    theirsDay: '2026-11-28',
    reviewStatus: 'OPEN',
    reviewRemarks: null,
    reviewedBy: null,
    reviewedAt: null,
  };

  it('restates the row under review: its group, reason, ours and theirs', () => {
    const summary = reviewSummary(item, translate);
    expect(summary.subject).toBe('412345678901');
    expect(summary.facts).toEqual([
      ['txnRecon.fact_group', 'txnRecon.groups.MISMATCH'],
      ['txnRecon.fact_reason', 'txnRecon.reasons.AMOUNT'],
      ['txnRecon.fact_ours', sideText(1250.5, 'SUCCESS', '2026-11-28')],
      ['txnRecon.fact_theirs', sideText(1200, 'SUCCESS', '2026-11-28')],
    ]);
    expect(sideText(1250.5, 'SUCCESS', '2026-11-28')).toContain('1,250.50');
    expect(sideText(null, null, null)).toBe('—');
  });

  it('marks what each file disagrees with in our books, and nothing where a source is missing', () => {
    const fileLine = (amount: number, status: string, day: string) => ({
      itemId: 1,
      runId: 1,
      fileName: 'f.csv',
      runAt: 0,
      group: 'MISMATCH',
      reason: 'AMOUNT',
      amount,
      status,
      day,
      reviewStatus: null,
      reviewRemarks: null,
      reviewedBy: null,
    });
    const trace: OnSpotTrace = {
      ref: 'X',
      ours: { txnId: 'T', merchantId: '1', amount: 100, status: 'SUCCESS', mode: 'UPI_QR', day: '2026-11-01', at: 0 },
      acquirer: fileLine(100.01, 'SUCCESS', '2026-11-01'),
      bank: fileLine(100, 'FAILED', '2026-11-02'),
    };
    expect(traceDiffs(trace)).toEqual({ acquirer: ['amount'], bank: ['status', 'date'] });
    expect(traceDiffs({ ...trace, ours: null })).toEqual({ acquirer: [], bank: [] });
  });
});
