import { describe, expect, it } from 'vitest';
import { normaliseVpa, PG_TIMEOUT_BOUNDS, PG_METHODS, timeoutProblem } from '../../../contract/pg-vpa/rules';
import { vpaUploadSpec } from '../../../contract/uploads/rows';
import { checkRowCells } from '../../../contract/uploads/row-spec';
import { secondsOf } from '../../../src/pages/pg-vpa/PgTimeoutsPage';
import { timeoutChangeSummary, vpaConfirmSummary } from '../../../src/pages/pg-vpa/summaries';
import { keyTranslate as t } from '../helpers/key-translate';

describe('VPA format (NPCI handle rules, ours in README)', () => {
  it('keeps name@handle in lower case, trimmed', () => {
    expect(normaliseVpa(' Shop.12@OKAXIS ')).toBe('shop.12@okaxis');
    expect(normaliseVpa('tea-stall_9@paytm')).toBe('tea-stall_9@paytm');
    expect(normaliseVpa('ab@ybl')).toBe('ab@ybl');
  });

  it.each([
    ['no handle', 'shop12'],
    ['one-letter name', 'a@ybl'],
    ['digits in the handle', 'shop@ok1'],
    ['a space', 'my shop@ybl'],
    ['two @', 'a@b@ybl'],
    ['starts with a dot', '.shop@ybl'],
    ['ends with a hyphen', 'shop-@ybl'],
    ['two dots together', 'sh..op@ybl'],
    ['one-letter handle', 'shop@y'],
    ['a name over 50', `${'a'.repeat(51)}@ybl`],
  ])('refuses %s', (_, vpa) => expect(normaliseVpa(vpa)).toBeNull());

  it('checks a file row: merchant id and VPA, the VPA kept as normalised', () => {
    expect(checkRowCells(vpaUploadSpec, { merchantId: '1000001', vpa: 'Kiran@OKSBI' })).toMatchObject({
      value: { merchantId: '1000001', vpa: 'kiran@oksbi' },
    });
    const bad = checkRowCells(vpaUploadSpec, { merchantId: 'x1', vpa: '' });
    expect(bad.errors.map((e) => e.column).sort()).toEqual(['merchantId', 'vpa']);
  });
});

describe('timeout bounds', () => {
  it('each method has bounds; a timeout must be whole seconds inside them', () => {
    for (const m of PG_METHODS) expect(PG_TIMEOUT_BOUNDS[m].min).toBeLessThan(PG_TIMEOUT_BOUNDS[m].max);
    expect(timeoutProblem('CARD', 120)).toBeNull();
    expect(timeoutProblem('CARD', 900)).toBeNull();
    expect(timeoutProblem('CARD', 119)).toBe('The timeout must be from 120 to 900 seconds.');
    expect(timeoutProblem('CARD', 901)).toBe('The timeout must be from 120 to 900 seconds.');
    expect(timeoutProblem('CARD', 300.5)).toBe('The timeout is whole seconds.');
  });

  it('reads typed seconds as whole numbers only', () => {
    expect(secondsOf(' 300 ')).toBe(300);
    expect(secondsOf('30.5')).toBeNull();
    expect(secondsOf('-1')).toBeNull();
    expect(secondsOf('')).toBeNull();
  });
});

describe('confirmations restate what moves', () => {
  it('a timeout change: the method, its bounds, now → proposed, and that a checker decides', () => {
    const s = timeoutChangeSummary(t, {
      method: 'UPI_COLLECT',
      timeoutSeconds: 480,
      minSeconds: 120,
      maxSeconds: 900,
      next: 600,
    });
    expect(s.subject).toBe('pgVpa.timeouts.subject {"method":"pgVpa.timeouts.methods.UPI_COLLECT"}');
    expect(s.facts).toContainEqual(['pgVpa.timeouts.bounds', 'pgVpa.timeouts.bounds_value {"min":120,"max":900}']);
    expect(s.changes).toEqual([
      {
        label: 'pgVpa.timeouts.timeout',
        before: 'pgVpa.timeouts.seconds {"n":480}',
        after: 'pgVpa.timeouts.seconds {"n":600}',
      },
    ]);
    expect(s.next).toBe('pgVpa.timeouts.next {"value":"pgVpa.timeouts.seconds {\\"n\\":480}"}');
  });

  it('a VPA file: the file, rows applied and left out, each merchant VPA now → after, and how many more', () => {
    const s = vpaConfirmSummary(t, {
      jobId: 9,
      fileName: 'vpas.csv',
      total: 14,
      valid: 12,
      rejected: 2,
      errors: [],
      preview: [
        { line: 2, merchantId: '1000001', previousVpa: 'old@ybl', vpa: 'new@ybl' },
        { line: 3, merchantId: '1000002', previousVpa: null, vpa: 'two@ybl' },
      ],
    });
    expect(s.facts).toEqual([
      ['pgVpa.vpa.file', 'vpas.csv'],
      ['pgVpa.vpa.to_apply', '12'],
      ['pgVpa.vpa.left_out', '2'],
    ]);
    expect(s.changes).toEqual([
      { label: 'pgVpa.vpa.vpa_of {"merchantId":"1000001"}', before: 'old@ybl', after: 'new@ybl' },
      { label: 'pgVpa.vpa.vpa_of {"merchantId":"1000002"}', before: 'pgVpa.vpa.none', after: 'two@ybl' },
    ]);
    expect(s.note).toBe('pgVpa.vpa.more {"n":10}');
  });
});
