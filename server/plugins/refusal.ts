import type { FieldErrors } from '../../contract/schema.js';

/** A 4xx (or 5xx) answer before it is put in a backend's envelope: status, summary message, messages by field. */
export interface Refusal {
  status: number;
  message: string;
  errors?: FieldErrors;
}

/**
 * How a route words the summary message of refused input (its field-level `errors` are always sent):
 * - 'named': the first field and its message, `email: must be a valid e-mail address` (the default);
 * - 'bare': the first message alone, for messages written to stand alone ('Date and time should not be old');
 * - 'every': every field and its message, `brand: Required!; type: Required!`.
 */
export type RefusalWording = 'named' | 'bare' | 'every';
export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The wording of this route's validation messages, for all its parts or per part; default 'named'. */
    refusal?: RefusalWording | Partial<Record<HttpPart, RefusalWording>>;
  }
}

/** One failed check as fastify-type-provider-zod reports it: `/configs/position` and its message. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
}

export const INVALID_REQUEST = 'Invalid request.';

/** Pure: `/configs/position` → `configs.position`; the root is `_`. */
export const fieldOf = (instancePath: string): string => instancePath.split('/').filter(Boolean).join('.') || '_';

/** Pure: the first message per field, in order. */
export function issuesToErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.instancePath);
    if (!(field in errors)) errors[field] = issue.message ?? INVALID_REQUEST;
  }
  return errors;
}

const named = ([field, message]: [string, string]) => (field === '_' ? message : `${field}: ${message}`);

/** Pure: the summary message of field errors in a wording. */
export function summaryOf(errors: FieldErrors, wording: RefusalWording = 'named'): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return INVALID_REQUEST;
  if (wording === 'every') return entries.map(named).join('; ');
  return wording === 'bare' ? entries[0]![1] : named(entries[0]!);
}

/** Pure: the wording a route chose for one part of the request. */
export function wordingFor(
  refusal: RefusalWording | Partial<Record<HttpPart, RefusalWording>> | undefined,
  part: string | undefined,
): RefusalWording {
  if (typeof refusal === 'string') return refusal;
  return (part && refusal?.[part as HttpPart]) || 'named';
}

/** Pure: a 400 for input that failed its route's schema, every field named in `errors`. */
export function validationRefusal(issues: readonly ValidationIssue[], wording: RefusalWording = 'named'): Refusal {
  const errors = issuesToErrors(issues);
  return { status: 400, message: summaryOf(errors, wording), errors };
}
