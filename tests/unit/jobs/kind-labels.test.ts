import { expect, it } from 'vitest';
import { QUEUE_JOB_KINDS } from '../../../contract/jobs/rules';
import { UPLOAD_KINDS } from '../../../contract/uploads/rows';
import { jobs } from '../../../src/i18n/en/jobs';

it('every queue and upload kind has a label on /bulk-process (none falls back to its raw kind)', () => {
  const labels: Record<string, string> = jobs.kind;
  const missing = [...QUEUE_JOB_KINDS, ...UPLOAD_KINDS].filter((kind) => !labels[kind]?.trim());
  expect(missing).toEqual([]);
  // No two kinds read the same to staff.
  const all = [...QUEUE_JOB_KINDS, ...UPLOAD_KINDS].map((kind) => labels[kind]);
  expect(new Set(all).size).toBe(all.length);
});
