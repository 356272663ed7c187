import { describe, expect, it } from 'vitest';
import {
  CELL_MESSAGES,
  DEFAULT_SETTLEMENT_REMARKS,
  FILE_MESSAGES,
  MAX_CSV_BYTES,
  UPLOAD_MESSAGES,
  isClean,
  oneMonthAfter,
  qrFailureText,
  QR_FAILURES,
} from '../../../contract/uploads';
import { parseAndValidate } from '../../../src/pages/merchant-support/csv/parse-csv';
import { errorsCsv, errorsFileName } from '../../../src/pages/merchant-support/csv/errors-csv';
import { fileRefusal, looksLikeText } from '../../../src/pages/merchant-support/csv/check-file';

const STATUS_HEADER = 'merchantId,merchantStoreId,status,remarks,opType,source';

describe('parse and validate (§5.6)', () => {
  it('accepts a BOM, CRLF and a trailing blank line, and keeps leading zeros', () => {
    const text = `\uFEFF${STATUS_HEADER}\r\n0012345,007,ACTIVE,ok,STATUS_UPDATE,ops\r\n\r\n`;
    const checked = parseAndValidate('merchant-status', text);
    expect(checked.fileErrors).toEqual([]);
    expect(checked.counts).toEqual({ total: 1, valid: 1, invalid: 0 });
    expect(checked.rows[0]!.value).toMatchObject({ merchantId: '0012345', merchantStoreId: '007' });
    expect(isClean(checked)).toBe(true);
  });

  it('names each failing cell with its line', () => {
    const text = `${STATUS_HEADER}\n12a,1,ACTIVE,,STATUS_UPDATE,ops\n12345678901,1,GONE,,NOPE,\n`;
    const checked = parseAndValidate('merchant-status', text);
    expect(checked.counts).toEqual({ total: 2, valid: 0, invalid: 2 });
    expect(checked.rows[0]).toMatchObject({
      line: 2,
      errors: [{ column: 'merchantId', message: CELL_MESSAGES.merchantId }],
    });
    const cols = checked.rows[1]!.errors.map((e) => e.column);
    expect(cols).toEqual(expect.arrayContaining(['merchantId', 'status', 'opType', 'source']));
  });

  it('refuses wrong headers and an empty file', () => {
    expect(parseAndValidate('qr-orders', 'merchant,address_id\n1,2\n').fileErrors[0]).toBe(
      FILE_MESSAGES.headers('qr-orders'),
    );
    expect(parseAndValidate('qr-orders', '').fileErrors).toEqual([FILE_MESSAGES.noData]);
    expect(parseAndValidate('qr-orders', 'merchant_id,address_id\r\n').fileErrors).toEqual([FILE_MESSAGES.noData]);
  });

  it('caps QR orders at 1000 rows and P2PM at 10,000 merchants', () => {
    const qr = (n: number) =>
      ['merchant_id,address_id', ...Array.from({ length: n }, (_, i) => `${i + 1},1`)].join('\n');
    expect(parseAndValidate('qr-orders', qr(1000)).fileErrors).toEqual([]);
    expect(parseAndValidate('qr-orders', qr(1001)).fileErrors).toEqual([FILE_MESSAGES.tooManyRows('qr-orders', 1001)]);
    const p2pm = (n: number) =>
      ['merchantId,p2pmFlag', ...Array.from({ length: n }, (_, i) => `${i + 1},true`)].join('\n');
    expect(parseAndValidate('p2pm', p2pm(10_000)).fileErrors).toEqual([]);
    expect(parseAndValidate('p2pm', p2pm(10_001)).fileErrors[0]).toMatch(/10,001 merchants.*at most 10,000/);
  });

  it('flags duplicates within a file', () => {
    const checked = parseAndValidate(
      'ifsc',
      'bank,ifsc,branch,address,contact,city,district,state,bank_code,status\nB,HDFC0000001,X,,,,,,,ACTIVE\nB,HDFC0000001,Y,,,,,,,ACTIVE\n',
    );
    expect(checked.rows[1]!.errors).toEqual([{ column: 'ifsc', message: FILE_MESSAGES.duplicate(2) }]);
  });

  it('P2PM: flag true/false, blank or null is false, merchant id mandatory', () => {
    const checked = parseAndValidate('p2pm', 'merchantId,p2pmFlag\n1,true\n2,\n3,null\n4,FALSE\n,true\n5,yes\n');
    expect(checked.rows.slice(0, 4).map((r) => r.value?.p2pmFlag)).toEqual([true, false, false, false]);
    expect(checked.rows[4]!.errors[0]).toEqual({ column: 'merchantId', message: CELL_MESSAGES.required });
    expect(checked.rows[5]!.errors[0]).toEqual({ column: 'p2pmFlag', message: CELL_MESSAGES.flag });
  });

  it('settlement config: dates at most one month apart, instant allows only BLOCKED, blank remarks defaulted', () => {
    const h = 'merchantId,status,settlementType,startDate,endDate,type,remarks';
    const checked = parseAndValidate(
      'settlement-config',
      [
        h,
        '1,ACTIVE,AUTO_SETTLEMENT,2026-01-31,2026-02-28,DELAYED,',
        '2,ACTIVE,AUTO_SETTLEMENT,2026-01-31,2026-03-01,DELAYED,x',
        '3,ACTIVE,INSTANT_SETTLEMENT,2026-01-01,2026-01-02,DELAYED,x',
        '4,PAUSED,AUTO_SETTLEMENT,2026-02-30,2026-03-01,BLOCKED,x',
      ].join('\n'),
    );
    expect(checked.rows[0]!.value?.remarks).toBe(DEFAULT_SETTLEMENT_REMARKS);
    expect(checked.rows[1]!.errors).toEqual([{ column: 'endDate', message: CELL_MESSAGES.spanOverMonth }]);
    expect(checked.rows[2]!.errors).toEqual([{ column: 'type', message: CELL_MESSAGES.instantOnlyBlocked }]);
    expect(checked.rows[3]!.errors.map((e) => e.column)).toEqual(['status', 'startDate']);
    expect(oneMonthAfter('2024-01-31')).toBe(Date.UTC(2024, 1, 29) / 86_400_000);
  });
});

describe('errors CSV', () => {
  it('keeps the file columns in order, failing rows only, an error column, BOM and formula escaping', () => {
    const checked = parseAndValidate('qr-orders', 'address_id,merchant_id\n1,=cmd()\n2,0042\n');
    const csv = errorsCsv(checked);
    expect(csv.startsWith('\uFEFFaddress_id,merchant_id,error\r\n')).toBe(true);
    expect(csv).toContain(`1,"'=cmd()",merchant_id: ${CELL_MESSAGES.merchantId}`);
    expect(csv).not.toContain('0042');
    expect(errorsFileName('orders.CSV')).toBe('orders_errors.csv');
  });
});

describe('file checks before reading', () => {
  it('§5.6 messages', () => {
    expect(fileRefusal(null)).toBe(UPLOAD_MESSAGES.noFile);
    expect(fileRefusal({ name: 'a.xlsx', size: 1 })).toBe(UPLOAD_MESSAGES.notCsv);
    expect(fileRefusal({ name: 'a.csv', size: MAX_CSV_BYTES + 1, type: 'text/csv' })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(fileRefusal({ name: 'a.csv', size: MAX_CSV_BYTES, type: 'text/csv' })).toBeNull();
    expect(looksLikeText(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(looksLikeText(new TextEncoder().encode('merchant_id,address_id'))).toBe(true);
  });
});

describe('bulk QR failure texts (§8)', () => {
  it('chooses the 400 text from the server message, and fixed texts for 413 and 500', () => {
    expect(qrFailureText(400, 'Invalid CSV format. Expected headers: merchant_id, address_id')).toBe(
      QR_FAILURES.headers,
    );
    expect(qrFailureText(400, 'CSV parsing error: line 3: Unclosed quote')).toBe(
      'CSV parsing error: line 3: Unclosed quote',
    );
    expect(qrFailureText(400, '')).toBe(QR_FAILURES.badRequest);
    expect(qrFailureText(413, 'x')).toBe(
      'File too large. Please ensure your CSV file is under 1MB and contains no more than 1000 rows.',
    );
    expect(qrFailureText(500, 'x')).toBe('Server error occurred while processing your file. Please try again later.');
    expect(qrFailureText(502, '')).toBe('Request failed with status 502. Please try again later.');
    expect(qrFailureText(undefined, undefined)).toBe('Failed to submit QR Orders CSV. Please try again later.');
  });
});
