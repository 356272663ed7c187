import { describe, expect, it } from 'vitest';
import { batchMerchantIdProblem } from '../../../src/pages/merchant-support/BatchStatusDialog';
import { en } from '../../../src/i18n/en';

/** Issue 41 item 2: the batch-status dialog's merchant id is never cut; what it cannot search for is said. */
describe('batch status merchant id', () => {
  it('searches for up to 10 digits (spaces around ignored), and names why anything else is refused', () => {
    expect(batchMerchantIdProblem('')).toBeNull();
    expect(batchMerchantIdProblem(' 1234567890 ')).toBeNull();
    expect(batchMerchantIdProblem('12345678901')).toBe('uploads.batch.merchant_id_length');
    expect(batchMerchantIdProblem('12a')).toBe('uploads.batch.merchant_id_digits');
    expect(en.uploads.batch.merchant_id_length).toBe('Merchant ID must be at most 10 digits.');
  });
});
