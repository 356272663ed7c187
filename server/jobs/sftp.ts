import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { JobContext, JobOutcome } from './queue.js';

/**
 * The SFTP drop (issue 45 item 2): banks and acquirers drop their daily files in `<SFTP_DROP_DIR>/<SOURCE>/`; a scan
 * job records each file named as its source's pattern (the business day from its YYYYMMDD), parses it, and moves it
 * to `processed/`. A parse job (reprocess) parses a recorded file again. Files are CSV: `rrn,amount`, amount in
 * rupees. docs/SFTP.md.
 */
export const SFTP_HEADER = 'rrn,amount';
const DATE_TOKEN = '{YYYYMMDD}';
const CHUNK = 200;

/** The pattern's regular expression: the literal name with its date token as the captured day. */
export function patternRegex(pattern: string): RegExp {
  const [before = '', after = ''] = pattern.split(DATE_TOKEN);
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(before)}(\\d{4})(\\d{2})(\\d{2})${esc(after)}$`);
}

export interface ParseResult {
  state: 'PARSED' | 'FAILED';
  rows: number;
  error: string | null;
  errors: string[];
}

const RRN = /^[0-9]{12}$/;
const AMOUNT = /^(0|[1-9][0-9]{0,9})(\.[0-9]{1,2})?$/;

/** Checks a file's lines: its header, then each row's RRN and amount; FAILED when the header is wrong or no row reads. */
export async function parseDropFile(
  content: string,
  onChunk: (linesDone: number, linesTotal: number) => Promise<void>,
): Promise<ParseResult> {
  const lines = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines[0]?.trim().toLowerCase() !== SFTP_HEADER)
    return { state: 'FAILED', rows: 0, error: `The first line is not "${SFTP_HEADER}".`, errors: [] };
  const errors: string[] = [];
  let rows = 0;
  const total = lines.length - 1;
  for (let i = 1; i < lines.length; i++) {
    const [rrn = '', amount = '', ...rest] = lines[i]!.split(',').map((c) => c.trim());
    if (rest.length) errors.push(`${i + 1},Expected two columns`);
    else if (!RRN.test(rrn)) errors.push(`${i + 1},RRN must be 12 digits`);
    else if (!AMOUNT.test(amount) || Number(amount) === 0)
      errors.push(`${i + 1},Amount must be a positive rupee amount`);
    else rows++;
    if (i % CHUNK === 0) await onChunk(i, total);
  }
  if (rows === 0) return { state: 'FAILED', rows, error: 'No row could be read.', errors };
  return { state: 'PARSED', rows, error: null, errors };
}

async function recordParse(db: Kysely<Database>, fileId: number, jobId: number, r: ParseResult) {
  await db
    .updateTable('sftp_files')
    .set({
      parse_state: r.state,
      rows_parsed: r.rows,
      parse_error: r.error,
      parsed_at: Date.now(),
      job_id: jobId,
    })
    .where('id', '=', fileId)
    .execute();
}

const ERRORS_HEADER = 'line,reason';

/** SFTP_PARSE { fileId }: parses a recorded file again; the errors file lists its bad rows. */
export function sftpParseHandler(db: Kysely<Database>) {
  return async (ctx: JobContext<{ fileId: number }, null>): Promise<JobOutcome> => {
    const file = await db.selectFrom('sftp_files').selectAll().where('id', '=', ctx.input.fileId).executeTakeFirst();
    if (!file) return { failed: true, message: 'The file is no longer on record.' };
    const result = await parseDropFile(file.content, (done, total) => ctx.step(done, total, null));
    await recordParse(db, file.id, ctx.id, result);
    return {
      failed: result.state === 'FAILED',
      message: result.error ?? `${file.file_name}: ${result.rows} rows parsed.`,
      errors: { header: ERRORS_HEADER, lines: result.errors.map((e) => `${file.file_name}:${e}`) },
    };
  };
}

/**
 * SFTP_SCAN: every file in the drop folder named as its source expects is recorded (once: a file recorded already is
 * not recorded again), parsed, and moved to processed/. Idempotent, so a scan stopped half-way is run again whole.
 */
export function sftpScanHandler(db: Kysely<Database>, dropDir: () => string) {
  return async (ctx: JobContext<null, { done: number }>): Promise<JobOutcome> => {
    const sources = await db.selectFrom('sftp_sources').selectAll().orderBy('source').execute();
    const found: { source: string; name: string; date: string }[] = [];
    const ignored: string[] = [];
    for (const s of sources) {
      const dir = join(dropDir(), s.source);
      const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const re = patternRegex(s.file_pattern);
      for (const entry of names) {
        if (!entry.isFile()) continue;
        const m = re.exec(entry.name);
        if (m) found.push({ source: s.source, name: entry.name, date: `${m[1]}-${m[2]}-${m[3]}` });
        else ignored.push(`${s.source}/${entry.name},Not named as ${s.file_pattern}`);
      }
    }
    const errors: string[] = [...ignored];
    let parsed = 0;
    for (const [i, f] of found.entries()) {
      const path = join(dropDir(), f.source, f.name);
      const content = await readFile(path, 'utf8');
      await db
        .insertInto('sftp_files')
        .values({
          source: f.source,
          business_date: f.date,
          file_name: f.name,
          content,
          received_at: Date.now(),
          parse_state: 'PENDING',
        })
        .onConflict((oc) => oc.columns(['source', 'business_date', 'file_name']).doNothing())
        .execute();
      const row = await db
        .selectFrom('sftp_files')
        .select(['id', 'parse_state'])
        .where('source', '=', f.source)
        .where('business_date', '=', f.date)
        .where('file_name', '=', f.name)
        .executeTakeFirstOrThrow();
      if (row.parse_state === 'PENDING') {
        const result = await parseDropFile(content, async () => undefined);
        await recordParse(db, row.id, ctx.id, result);
        errors.push(...result.errors.map((e) => `${f.source}/${f.name} line ${e}`));
        if (result.state === 'FAILED') errors.push(`${f.source}/${f.name},${result.error}`);
      }
      await mkdir(join(dropDir(), f.source, 'processed'), { recursive: true });
      await rename(path, join(dropDir(), f.source, 'processed', f.name));
      parsed++;
      await ctx.step(i + 1, found.length, { done: i + 1 });
    }
    return {
      message: `${parsed} files picked up from the drop folder.`,
      result: { files: parsed },
      errors: { header: 'file,reason', lines: errors },
    };
  };
}
