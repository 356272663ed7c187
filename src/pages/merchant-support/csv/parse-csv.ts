import Papa from 'papaparse';
import { validateUpload, type CheckedFile, type UploadKind } from '../../../../contract/uploads';

export interface ParsedCsv {
  table: string[][];
  /** papaparse's errors worth refusing a file for (unclosed quotes …), as `line N: message`. */
  errors: string[];
}

/**
 * Pure: CSV text as rows of text cells. Types off (leading zeros survive), comma-separated, a UTF-8 BOM dropped,
 * CRLF or LF; blank lines are kept here and skipped by the validation (so line numbers stay true).
 */
export function parseCsvText(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    dynamicTyping: false,
    delimiter: ',',
    skipEmptyLines: false,
  });
  const errors = result.errors.filter((e) => e.type === 'Quotes').map((e) => `line ${(e.row ?? 0) + 1}: ${e.message}`);
  return { table: result.data, errors };
}

/** Pure: parse and validate one file of a kind; a parse error is a file-level error. */
export function parseAndValidate<K extends UploadKind>(kind: K, text: string): CheckedFile<K> {
  const parsed = parseCsvText(text);
  const checked = validateUpload(kind, parsed.table);
  if (parsed.errors.length) checked.fileErrors.unshift(`CSV parsing error: ${parsed.errors.slice(0, 3).join('; ')}`);
  return checked;
}
