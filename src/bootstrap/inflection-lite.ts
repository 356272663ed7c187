/**
 * The functions of `inflection` that react-admin calls for default labels and titles (useGetResourceLabel,
 * getFieldLabelTranslationArgs, the delete and update buttons' confirmations), without inflection's 3 kB of English
 * plural and singular rules (issue 18's JavaScript budget; vite.config.ts redirects react-admin's imports here in the
 * production build). `transform`'s underscore and humanize are inflection 3.0.2's own code. `inflect` keeps the
 * regular English rules only: it makes the default label of a resource that has no `resources.<name>.name` message,
 * and every name the console uses inflects as inflection does (tests/unit/src/bootstrap/inflection-lite.test.ts).
 */

export function capitalize(str: string): string {
  const lower = str.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const out = str
    .toLowerCase()
    .replace(/(_ids|_id)$/g, '')
    .replace(/_/g, ' ');
  return lowFirstLetter ? out : capitalize(out);
}

function underscore(str: string): string {
  return str
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

const PLURAL: [RegExp, string][] = [
  [/(s|x|z|ch|sh)$/i, '$1es'],
  [/([^aeiouy])y$/i, '$1ies'],
];
const SINGULAR: [RegExp, string][] = [
  [/(us|ss|is)$/i, '$1'],
  [/([^aeiouy])ies$/i, '$1y'],
  [/(x|z|ch|sh|ss)es$/i, '$1'],
  [/([^s])s$/i, '$1'],
];

export function pluralize(str: string): string {
  if (/(s|x|z|ch|sh)es$|[^aeiouy]ies$|[^su]s$/i.test(str)) return str;
  const rule = PLURAL.find(([pattern]) => pattern.test(str));
  return rule ? str.replace(rule[0], rule[1]) : `${str}s`;
}

export function singularize(str: string): string {
  const rule = SINGULAR.find(([pattern]) => pattern.test(str));
  return rule ? str.replace(rule[0], rule[1]) : str;
}

export function inflect(str: string, count: number): string {
  if (isNaN(count)) return str;
  return count === 1 ? singularize(str) : pluralize(str);
}

const TRANSFORMS: Record<string, (str: string) => string> = {
  underscore,
  humanize,
  capitalize,
  pluralize,
  singularize,
};

export function transform(str: string, methods: string[]): string {
  return methods.reduce((out, method) => TRANSFORMS[method]?.(out) ?? out, str);
}
