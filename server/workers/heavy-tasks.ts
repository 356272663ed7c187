/**
 * The pure, heavy work that runs in a worker thread (heavy-work.ts), by name: each takes and returns plain data
 * (structured-clone-able: no functions, classes or symbols). The same table runs inline when no worker can start.
 * This module and what it imports are loaded by the worker, so it stays away from Fastify, Kysely and the database.
 */
import type { z } from 'zod';
import { reconRunBody } from '../../contract/payouts/index.js';
import type { UploadKind } from '../../contract/uploads/index.js';
import { nulPath, NUL_MESSAGE } from '../plugins/validation.js';
import { reconPlan, type BankLine, type BookPayout } from '../repositories/payout-recon-match.js';
import { checkUploadSlim } from '../routes/merchant-support/upload-check.js';

/** Request bodies big enough to be checked off the event loop (a 10,000-line statement: 40–110 ms of zod). */
const BODY_SCHEMAS = { reconRun: reconRunBody } as const satisfies Record<string, z.ZodType>;
export type BodySchemaName = keyof typeof BODY_SCHEMAS;

/**
 * A schema refusal as fastify-type-provider-zod reports it, without its marker symbol (which does not clone) and
 * without the issue's other details (the refusal is worded from the path and the message alone, plugins/refusal.ts).
 */
export interface BodyIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, never>;
}

export type BodyCheck = { ok: true; value: unknown } | { ok: false; issues: BodyIssue[] };

/**
 * Pure: the app's body validation (server/plugins/validation.ts: no NUL anywhere, then the route's zod schema), its
 * issues shaped as fastify-type-provider-zod shapes them so the refusal is worded the same.
 */
export function checkBody(schema: BodySchemaName, body: unknown): BodyCheck {
  const path = nulPath(body);
  const result = path
    ? { success: false as const, issues: [{ code: 'custom', path, message: NUL_MESSAGE }] }
    : (() => {
        const parsed = BODY_SCHEMAS[schema].safeParse(body);
        return parsed.success
          ? { success: true as const, data: parsed.data }
          : { success: false as const, issues: parsed.error.issues };
      })();
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.issues.map(({ path, code, message }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params: {},
    })),
  };
}

export const HEAVY_TASKS = {
  /**
   * JSON text: the event loop parses 10,000 checked rows from JSON in about half the time it takes to deserialize
   * them as objects (9 against 17 ms, unloaded).
   */
  checkUpload: ({
    kind,
    text,
    cells,
    partial,
  }: {
    kind: UploadKind;
    text: string;
    cells: boolean;
    partial?: boolean;
  }) => JSON.stringify(checkUploadSlim(kind, text, { cells, partial })),
  checkBody: ({ schema, body }: { schema: BodySchemaName; body: unknown }) => checkBody(schema, body),
  reconPlan: ({ books, lines, byUtr }: { books: BookPayout[]; lines: BankLine[]; byUtr: Map<string, BookPayout> }) =>
    reconPlan(books, lines, byUtr),
};

export type HeavyTasks = typeof HEAVY_TASKS;
export type HeavyTask = keyof HeavyTasks;
