import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';

/** The whole catalogue as the console ends up with it: react-admin's strings, ours over them, every area loaded. */
const messages = mergeTranslations(englishMessages, en);

const ROOTS = ['src', 'resources', 'authProvider', 'dataProviders'];
const OUR_FAMILIES = Object.keys(en).filter((family) => family !== 'ra');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('en.ts') && !path.includes('i18n/en/') ? [path] : [];
  });
}

function resolves(key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

it('every i18n key written in the code exists in src/i18n/en.ts (a missing one shows the raw key to staff)', () => {
  const pattern = new RegExp(`['"\`]((?:${OUR_FAMILIES.join('|')})\\.[a-z0-9_]+(?:\\.[a-zA-Z0-9_]+)+)['"\`]`, 'g');
  const missing = new Set<string>();
  let seen = 0;
  for (const file of ROOTS.flatMap(files)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const key = match[1] as string;
      seen += 1;
      if (!resolves(key)) missing.add(`${key} (${file})`);
    }
  }
  expect(seen).toBeGreaterThan(100); // the scan really reads the code
  expect([...missing]).toEqual([]);
});

it("our changes to react-admin's strings merge key by key, leaving its others in place", () => {
  const ra = messages.ra as unknown as Record<string, Record<string, string>>;
  const navigation = ra.navigation!;
  expect(navigation.page_range_info).toBe('%{offsetBegin}–%{offsetEnd} of %{total}');
  expect(navigation.next).toBe('Go to next page');
  expect(ra.action?.close).toBe('Close');
});
