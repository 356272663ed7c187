import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as inflection from 'inflection';
import {
  capitalize,
  humanize,
  inflect,
  pluralize,
  singularize,
  transform,
} from '../../../../src/bootstrap/inflection-lite';

const ROOT = join(__dirname, '../../../..');

/** Every resource name and field source the console declares (`name: '…'`, `source: '…'`, `source="…"`). */
function declaredNames(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(join(ROOT, path), 'utf8').matchAll(
          /\b(?:name|source)(?::\s*'|=")([\w.-]+)['"]/g,
        ))
          names.add(match[1]!);
    }
  };
  ['contract', 'src'].forEach(visit);
  return [...names];
}

describe('inflection-lite (the default labels react-admin makes, without inflection in the shell)', () => {
  const names = declaredNames();

  it('finds the names the console declares', () => {
    expect(names).toEqual(expect.arrayContaining(['postpe-payouts', 'payout-status', 'created_at', 'status']));
  });

  it('labels every resource, singular and plural, as inflection does', () => {
    for (const name of names)
      for (const count of [1, 2])
        expect([name, count, humanize(inflect(name, count))]).toEqual([
          name,
          count,
          inflection.humanize(inflection.inflect(name, count)),
        ]);
  });

  it('names a record in the delete and update confirmations as inflection does', () => {
    for (const name of names) {
      expect(humanize(singularize(name))).toBe(inflection.humanize(inflection.singularize(name)));
      expect(humanize(pluralize(name))).toBe(inflection.humanize(inflection.pluralize(name)));
      expect(capitalize(name)).toBe(inflection.capitalize(name));
    }
  });

  it('labels every field source as inflection does', () => {
    for (const name of [...names, 'merchantId', 'user_ids', 'address.city'])
      expect(transform(name, ['underscore', 'humanize'])).toBe(inflection.transform(name, ['underscore', 'humanize']));
  });

  it('inflects regular English words both ways', () => {
    expect(['box', 'policy', 'day', 'dispute', 'status'].map((w) => inflect(w, 2))).toEqual([
      'boxes',
      'policies',
      'days',
      'disputes',
      'statuses',
    ]);
    expect(['boxes', 'policies', 'days', 'disputes', 'status'].map((w) => inflect(w, 1))).toEqual([
      'box',
      'policy',
      'day',
      'dispute',
      'status',
    ]);
  });
});
