type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The keys a backend puts its message under, in order (`status_message` is payment-support's and Trillion's). */
const MESSAGE_KEYS = ['message', 'status_message', 'error'] as const;

function parseObject(text: string): Json | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON object inside a string: the whole string, or the first `{` … last `}` (e.g. `400 BAD_REQUEST "{…}"`). */
function embeddedJson(text: string): Json | undefined {
  const inner = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return parseObject(text) ?? parseObject(inner) ?? parseObject(inner.replace(/\\"/g, '"'));
}

/** The debug message nested in a server message: `{ debugMessage }` as an object or as JSON inside the string. */
export function nestedDebugMessage(message: unknown): string | undefined {
  if (isObject(message)) return nonEmpty(message.debugMessage);
  if (typeof message !== 'string' || !message.includes('debugMessage')) return undefined;
  const inner = embeddedJson(message);
  return inner ? nonEmpty(inner.debugMessage) : undefined;
}

/** The server's own message: a string under message/status_message/error, or a nested object's `message`. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trimStart().startsWith('<') ? undefined : nonEmpty(body);
  if (!isObject(body)) return undefined;
  for (const key of MESSAGE_KEYS) {
    const value = body[key];
    const text = nonEmpty(value) ?? (isObject(value) ? nonEmpty(value.message) : undefined);
    if (text) return text;
  }
  return undefined;
}

/**
 * Spec §8 message order: the debug message nested in the server message, else the server message, else the HTTP
 * status text, else `API FAILED ({status})`.
 */
export function apiErrorMessage(status: number, statusText: string, body: unknown): string {
  const message = isObject(body) ? body.message : body;
  return nestedDebugMessage(message) ?? serverMessage(body) ?? nonEmpty(statusText) ?? `API FAILED (${status})`;
}
