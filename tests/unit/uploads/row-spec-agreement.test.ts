import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRowCells,
  UPLOAD_COLUMNS,
  UPLOAD_KINDS,
  UPLOAD_ROW_SCHEMAS,
  UPLOAD_ROW_SPECS,
  type RowSpec,
} from '../../../contract/uploads/rows';

/** Cells that hit the rules' edges: blanks, digits, padded values, choices in any case, dates, flags, junk. */
const cellText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '12345',
    ' 1234567890 ',
    '12345678901',
    'abc',
    'ACTIVE',
    'inactive',
    'BLOCKED',
    'DELAYED',
  ),
  fc.constantFrom('STATUS_UPDATE', 'KYC_DOC_REJECT', 'AUTO_SETTLEMENT', 'INSTANT_SETTLEMENT', 'true', 'FALSE', 'null'),
  fc.constantFrom('2026-01-31', '2026-02-28', '2026-03-01', '2026-02-30', '2025-12-31', 'HDFC0001234', 'hdfc0001234'),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^\d{1,22}$/),
);

describe('each upload kind: the fast row check and the zod row schema agree', () => {
  for (const kind of UPLOAD_KINDS) {
    it(kind, () => {
      const columns: readonly string[] = UPLOAD_COLUMNS[kind];
      const spec = UPLOAD_ROW_SPECS[kind] as RowSpec<string, unknown>;
      fc.assert(
        fc.property(fc.tuple(...columns.map(() => cellText)), (values) => {
          const cells = Object.fromEntries(columns.map((c, i) => [c, values[i]!]));
          const fast = checkRowCells(spec, cells);
          const parsed = UPLOAD_ROW_SCHEMAS[kind].safeParse(cells);
          if (parsed.success) {
            expect(fast.errors).toEqual([]);
            expect(fast.value).toEqual(parsed.data);
          } else {
            const zodErrors = parsed.error.issues.map((i) => ({ column: String(i.path[0] ?? ''), message: i.message }));
            expect(fast.value).toBeUndefined();
            expect(fast.errors).toEqual(zodErrors);
          }
        }),
        { seed: 20261122, numRuns: 400 },
      );
    });
  }
});
