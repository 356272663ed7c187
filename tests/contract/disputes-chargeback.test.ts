import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { istDayOf } from '../../contract/business-time';
import { daysBefore } from '../../contract/disputes/rules';
import { CHARGEBACK_TRANSACTIONS, DISPUTE_CASES, disputesDataProvider } from '../../dataProviders/chargeback/disputes';
import { proofPdf } from '../../server/db/seed/dispute-proof-files';
import { startLiveBackend, type LiveBackend } from './live-backend';

/** The disputes pages' provider against the real chargeback routes over HTTP (sourceProduct, Response, 1-based pages). */
let live: LiveBackend;
const today = istDayOf(Date.now());

beforeAll(async () => {
  live = await startLiveBackend();
  live.signIn(await live.tokenFor('disputes@console.example'));
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await live?.close();
});

const provider = () => disputesDataProvider(() => `${live.origin}/api/chargeback`);
const params = (page: number, filter: Record<string, unknown>) => ({
  pagination: { page, perPage: 5 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('chargeback provider over real HTTP', () => {
  it('lists transactions from Response with totalCount, 1-based pages, SWIPE unless QR is asked for', async () => {
    const filter = { merchantId: '4000000001', startDate: daysBefore(today, 180), endDate: today };
    const first = await provider().getList(CHARGEBACK_TRANSACTIONS, params(1, filter));
    const second = await provider().getList(CHARGEBACK_TRANSACTIONS, params(2, filter));
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(second.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
    expect(first.data.every((r) => r.sourceProduct === 'SWIPE')).toBe(true);
    const qr = await provider().getList(
      CHARGEBACK_TRANSACTIONS,
      params(1, { ...filter, merchantId: '4000000002', sourceProduct: 'QR' }),
    );
    expect(qr.data.every((r) => r.sourceProduct === 'QR')).toBe(true);
  });

  it('a refused filter surfaces the §5.2 message as the error', async () => {
    await expect(
      provider().getList(CHARGEBACK_TRANSACTIONS, params(1, { merchantId: '12a', startDate: today, endDate: today })),
    ).rejects.toThrow('Merchant ID must contain only numbers.');
  });

  it('categories, a raise with a proof, the case list with counts, the proof bytes, and the review refusal for the raiser', async () => {
    const p = provider();
    const categories = await p.getDisputeCategories();
    expect(categories.SWIPE).toContain('Fraud');
    const list = await p.getList(
      CHARGEBACK_TRANSACTIONS,
      params(1, { merchantId: '4000000005', startDate: daysBefore(today, 150), endDate: daysBefore(today, 120) }),
    );
    const txn = list.data[0]!;
    const pdf = await proofPdf('Invoice', ['INR 10']);
    const raised = await p.raiseDispute({
      sourceProduct: 'SWIPE',
      transactionId: Number(txn.id),
      values: {
        disputeCategory: 'Fraud',
        acknowledgementNo: 'ACK99999',
        subjectOfComplaint: 'Card not present',
        state: 'Delhi',
        city: 'New Delhi',
        disputeAmount: '1',
      },
      proofs: [{ proofType: 'INVOICE', fileName: 'invoice.pdf', content: pdf.toString('base64') }],
      idempotencyKey: 'contract-raise-1',
    });
    expect(raised).toMatchObject({ status: 'INIT' });
    const cases = await p.getDisputeCases({
      sourceProduct: 'SWIPE',
      status: 'INIT',
      paymentTransactionId: txn.payment_transaction_id,
    });
    expect(cases.rows).toHaveLength(1);
    expect(cases.counts.INIT).toBe(1);
    const viaList = await p.getList(
      DISPUTE_CASES,
      params(1, { sourceProduct: 'SWIPE', status: 'INIT', paymentTransactionId: txn.payment_transaction_id }),
    );
    expect(viaList.total).toBe(1);
    const proofs = (raised as { proofs: { id: number }[] }).proofs;
    const blob = await p.getProof({ id: proofs[0]!.id, sourceProduct: 'SWIPE' });
    expect(blob.type).toBe('application/pdf');
    await expect(
      p.reviewDispute({
        decision: {
          disputeId: Number(raised.id),
          sourceProduct: 'SWIPE',
          accepted: true,
          acceptReason: ['Sufficient Proof'],
          rejectReason: [],
          agentRejectionNotes: '',
        },
      }),
    ).rejects.toThrow('You cannot review a dispute you raised.');
  });
});
