import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES, type CheckedStatement } from '../../../contract/payouts';
import { runWorkerOnce } from '../../common/run-worker';

const refused = (fileError: string): CheckedStatement => ({ lines: [], errors: {}, fileError });

/** Checks a chosen statement: its name and size at once, then its lines in the statement worker. */
export function checkStatementFile(file: File, range: { from: string; to: string }): Promise<CheckedStatement> {
  if (!/\.csv$/i.test(file.name)) return Promise.resolve(refused(STATEMENT_MESSAGES.notCsv));
  if (file.size > STATEMENT_MAX_BYTES) return Promise.resolve(refused(STATEMENT_MESSAGES.tooLarge));
  const worker = new Worker(new URL('./statement.worker.ts', import.meta.url), { type: 'module' });
  return runWorkerOnce<CheckedStatement>(worker, { file, range });
}

/** Pure: a checked statement's errors as lines to show, `line 4: amount: …`, at most `max` of them. */
export function statementErrorLines(checked: CheckedStatement, max = 10): string[] {
  return Object.entries(checked.errors)
    .slice(0, max)
    .map(
      ([line, errors]) =>
        `${line}: ${Object.entries(errors)
          .map(([c, m]) => `${c}: ${m}`)
          .join('; ')}`,
    );
}
