import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import {
  merchantStatusPreview,
  validateUpload,
  type MerchantNow,
  type MerchantStatusRow,
} from '../../../../contract/uploads';
import { en } from '../../../../src/i18n/en';
import { statusUploadSummary, uploadSummary } from '../../../../src/pages/merchant-support/upload-summary';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

const statusRow = (merchantId: string, status: string, opType = 'STATUS_UPDATE'): MerchantStatusRow =>
  ({ merchantId, merchantStoreId: '', status, remarks: '', opType, source: 'ops' }) as MerchantStatusRow;

describe('a bulk change shows the count and a sample before it runs (issue 41 item 1)', () => {
  it('a merchant-status file: rows, how many change, the first five merchants old → new, the rest counted', () => {
    const rows = [
      statusRow('1000001', 'SUSPENDED'),
      statusRow('1000002', 'REJECTED', 'KYC_DOC_REJECT'),
      ...Array.from({ length: 6 }, (_, i) => statusRow(String(1000010 + i), 'ACTIVE')),
    ];
    const now = new Map<string, MerchantNow>([
      ['1000001', { status: 'ACTIVE', kyc_status: 'VERIFIED' }],
      ['1000002', { status: 'ACTIVE', kyc_status: 'PENDING' }],
      ...Array.from({ length: 6 }, (_, i): [string, MerchantNow] => [
        String(1000010 + i),
        { status: 'ACTIVE', kyc_status: null },
      ]),
    ]);
    const preview = merchantStatusPreview(rows, now);
    expect(preview).toMatchObject({ rows: 8, changing: 2 });
    const s = statusUploadSummary('status.csv', preview, t);
    expect(s.subject).toBe('status.csv: 8 rows');
    expect(s.facts).toEqual([
      ['Rows', '8'],
      ['Rows that change', '2'],
    ]);
    expect(s.changes).toHaveLength(5);
    expect(s.changes?.[0]).toEqual({ label: '1000001', before: 'ACTIVE', after: 'SUSPENDED' });
    expect(s.changes?.[1]).toEqual({ label: '1000002 · KYC document', before: 'PENDING', after: 'REJECTED' });
    expect(s.note).toBe('…and 3 more rows.');
    expect(s.next).toContain('Sending applies all 8 rows at once: 2 of them change');
  });

  it('any other file: the count and the first rows as read, and what sending does', () => {
    const checked = validateUpload('qr-orders', [
      ['merchant_id', 'address_id'],
      ['1000001', '1'],
      ['1000002', '2'],
    ]);
    const s = uploadSummary('qr.csv', checked, t);
    expect(s.subject).toBe('qr.csv: 2 rows');
    expect(s.facts).toEqual([
      ['Rows', '2'],
      ['Line 2', 'merchant_id: 1000001 · address_id: 1'],
      ['Line 3', 'merchant_id: 1000002 · address_id: 2'],
    ]);
    expect(s.note).toBeUndefined();
    expect(s.next).toBe('Sending places a QR order for each of the 2 rows; the job status shows each result.');
    expect(uploadSummary('x.csv', { ...checked, kind: 'merchant-cashback' }, t).next).toBe(
      'Sending applies all 2 rows at once.',
    );
  });
});
