import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** The attributes of each `<name …>` opening tag in `source`, read up to the `>` outside braces. */
function openingTags(source: string, name: string): string[] {
  const tags: string[] = [];
  for (const m of source.matchAll(new RegExp(`<${name}[\\s>]`, 'g'))) {
    let depth = 0;
    let i = m.index + name.length + 1;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(m.index + name.length + 1, i));
  }
  return tags;
}

/** The react-admin list elements of a file (`<List …>` or `<ListBase …>` imported from react-admin) lacking `exporter`. */
export function listsWithoutExporter(source: string): string[] {
  const imported = /import\s*\{([^}]*)\}\s*from\s*'(react-admin|ra-core)'/g;
  const names = new Set<string>();
  for (const m of source.matchAll(imported))
    for (const name of m[1]!.split(',').map((n) => n.trim()))
      if (name === 'List' || name === 'ListBase') names.add(name);
  return [...names].flatMap((name) =>
    openingTags(source, name)
      .filter((attributes) => !/\bexporter=/.test(attributes))
      .map((attributes) => `<${name} ${attributes.trim().slice(0, 40)}…>`),
  );
}

describe('every CSV export goes through the console exporter (issue 38 M2)', () => {
  it('every react-admin List and ListBase names its exporter (or false): none falls back to the default one', () => {
    const found = [...tsxFiles(join(ROOT, 'src')), ...tsxFiles(join(ROOT, 'resources'))].flatMap((file) =>
      listsWithoutExporter(readFileSync(file, 'utf8')).map((m) => `${relative(ROOT, file)}: ${m}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a list that would use the default exporter', () => {
    const planted =
      'import { List, DataTable } from \'react-admin\';\nexport const X = () => <List title="x"><DataTable /></List>;';
    expect(listsWithoutExporter(planted)).toHaveLength(1);
    expect(listsWithoutExporter(planted.replace('title="x"', 'exporter={false}'))).toEqual([]);
  });
});
