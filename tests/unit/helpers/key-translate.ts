/**
 * A translate for pure functions under test: the key itself, followed by its arguments as JSON when there are any
 * (a `_` fallback alone counts as none), so a test reads which string and which values a screen would show.
 */
export const keyTranslate = (key: string, args?: Record<string, unknown>): string =>
  args && !('_' in args) ? `${key} ${JSON.stringify(args)}` : key;
