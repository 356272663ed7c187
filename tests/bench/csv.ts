/**
 * DESIGN.md §6 CSV budget: parse and validate 10,000 P2PM rows and a 1 MiB merchant-status file in ≤ 2× a bare
 * papaparse parse of the same text (the same papaparse options as the worker: types off, comma), timed in
 * alternation.
 */
import Papa from 'papaparse';
import { MAX_CSV_BYTES } from '../../contract/uploads/index.js';
import { parseAndValidate } from '../../src/pages/merchant-support/csv/parse-csv.js';

const RUNS = Number(process.env.CSV_RUNS ?? 75);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeOnce(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/**
 * The two jobs timed in alternation, so both meet the same load on a shared machine: their medians, and the median
 * of the per-pair ratios (a burst of other work slows one pair, not the figure).
 */
function timePair(bare: () => unknown, full: () => unknown): { bare: number; full: number; ratio: number } {
  for (let i = 0; i < 3; i++) {
    // warm up
    bare();
    full();
  }
  const bares: number[] = [];
  const fulls: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = timeOnce(bare);
    const f = timeOnce(full);
    bares.push(b);
    fulls.push(f);
    ratios.push(f / b);
  }
  return { bare: median(bares), full: median(fulls), ratio: median(ratios) };
}

/** 10,000 P2PM rows (the §5.6 cap). */
export function p2pmFile(): string {
  return [
    'merchantId,p2pmFlag',
    ...Array.from(
      { length: 10_000 },
      (_, i) => `${1_000_001 + i},${i % 3 === 0 ? 'true' : i % 3 === 1 ? 'false' : ''}`,
    ),
  ].join('\r\n');
}

/** A merchant-status file just under 1 MiB (distinct merchants, so no duplicate errors). */
export function merchantStatusFile(): string {
  const lines = ['merchantId,merchantStoreId,status,remarks,opType,source'];
  let size = lines[0]!.length;
  for (let i = 0; size < MAX_CSV_BYTES - 200; i++) {
    const line = `${1_000_000 + i},${5_000_000 + i},${i % 2 ? 'ACTIVE' : 'INACTIVE'},Bulk update after review ${i},STATUS_UPDATE,ops`;
    lines.push(line);
    size += line.length + 2;
  }
  return lines.join('\r\n');
}

export function csvFigures(): void {
  console.log(`\nCSV parse and validate (median of ${RUNS} alternated pairs; budget ≤ 2× a bare papaparse parse)`);
  const files: [string, 'p2pm' | 'merchant-status', string][] = [
    ['P2PM, 10,000 rows', 'p2pm', p2pmFile()],
    ['merchant status, 1 MiB', 'merchant-status', merchantStatusFile()],
  ];
  for (const [name, kind, text] of files) {
    const { bare, full, ratio } = timePair(
      () => Papa.parse(text, { header: false, dynamicTyping: false, delimiter: ',' }),
      () => parseAndValidate(kind, text),
    );
    const rows = text.split('\r\n').length - 1;
    console.log(
      `  ${name.padEnd(24)} ${rows.toLocaleString('en-US').padStart(7)} rows, ${(text.length / 1024).toFixed(0).padStart(5)} KiB: bare ${bare.toFixed(1)} ms, parse+validate ${full.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
    );
  }
}

if (process.argv[1]?.endsWith('csv.ts')) csvFigures();
