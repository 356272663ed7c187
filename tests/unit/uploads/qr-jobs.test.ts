import { describe, expect, it } from 'vitest';
import { keptJob, mergeJobs, waitLeft } from '../../../src/pages/merchant-support/qr-jobs';
import { sampleCsv } from '../../../src/pages/merchant-support/samples';
import { parseAndValidate } from '../../../src/pages/merchant-support/csv/parse-csv';
import { isClean, UPLOAD_KINDS } from '../../../contract/uploads';

describe('past QR jobs (§3.11, §4)', () => {
  it('keeps the latest 20, newest first, one per job id', () => {
    const jobs = Array.from({ length: 25 }, (_, i) => keptJob(String(i), 1_000_000 + i));
    const merged = mergeJobs(jobs, [keptJob('3', 2_000_000)]);
    expect(merged).toHaveLength(20);
    expect(merged[0]!.jobId).toBe('3');
    expect(new Set(merged.map((j) => j.jobId)).size).toBe(20);
  });

  it("'Show Status' waits 120 s from the submission", () => {
    expect(waitLeft(0, 0)).toBe(120);
    expect(waitLeft(0, 1_500)).toBe(119);
    expect(waitLeft(0, 120_000)).toBe(0);
    expect(waitLeft(0, 999_999)).toBe(0);
  });

  it('every sample file passes its own checks', () => {
    for (const kind of UPLOAD_KINDS) expect(isClean(parseAndValidate(kind, sampleCsv(kind)))).toBe(true);
  });
});
