import { expect, it } from 'vitest';
import { BULK_DISPUTE_COLUMNS, BULK_MESSAGES, checkBulkRecords } from '../../../contract/disputes/bulk';

const header = [...BULK_DISPUTE_COLUMNS];
const good = [
  'SWIPE',
  '4000000001',
  'SW123',
  'Fraud',
  'ACK12345',
  'Customer disputes the charge',
  'Karnataka',
  'Bengaluru',
  '100',
  '',
  '',
];

it('a clean file: its rows, no errors', () => {
  const checked = checkBulkRecords([header, good]);
  expect(checked.fileError).toBeNull();
  expect(checked.errors).toEqual({});
  expect(checked.rows[0]).toMatchObject({ sourceProduct: 'SWIPE', merchantId: '4000000001', disputeAmount: '100' });
});

it('the §5.3 messages per row, the product, the keys and duplicates', () => {
  const bad = ['CARD', '12a', '', 'Fraud', 'AB1', 'abc', '', '', '0', 'FD-12345', ''];
  const checked = checkBulkRecords([header, good, bad, good], { SWIPE: ['Fraud'] });
  expect(checked.errors[2]).toMatchObject({
    sourceProduct: 'Must be SWIPE or QR.',
    merchantId: 'Merchant ID must contain only numbers.',
    paymentTransactionId: 'This field is required.',
    acknowledgementNo: 'Must be at least 5 characters.',
    subjectOfComplaint: 'Must be at least 5 characters.',
    state: 'This field is required.',
    disputeAmount: 'Amount must be greater than 0.',
    freshdeskTicketId: 'Only letters and numbers are allowed.',
  });
  expect(checked.errors[3]).toEqual({ paymentTransactionId: BULK_MESSAGES.duplicate });
});

it('whole-file problems: headers, no rows, over 1000 rows', () => {
  expect(checkBulkRecords([['merchantId'], good]).fileError).toBe(BULK_MESSAGES.headers);
  expect(checkBulkRecords([header]).fileError).toBe(BULK_MESSAGES.empty);
  expect(checkBulkRecords([header, ...Array.from({ length: 1001 }, () => good)]).fileError).toBe(
    BULK_MESSAGES.tooManyRows,
  );
  expect(checkBulkRecords([['\uFEFFsourceProduct', ...header.slice(1)], good]).fileError).toBeNull();
});

it('a product named like an Object method is refused as a product, not read as a category list', () => {
  const odd = ['hasOwnProperty', ...good.slice(1)];
  const checked = checkBulkRecords([header, odd], { SWIPE: ['Fraud'] });
  expect(checked.errors[1]).toMatchObject({ sourceProduct: 'Must be SWIPE or QR.' });
});
