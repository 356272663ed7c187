import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/i18n/en';
import { shellMessages } from '../../../src/i18n/shell';
import { AREA_MESSAGES, areasFor, type MessageArea } from '../../../src/i18n/areas';
import { i18nProvider } from '../../../src/i18n';
import { PAGES } from '../../../src/pages';
import type { PageEntry } from '../../../src/pages/types';
import { RESOURCES } from '../../../resources';

const flat = (pages: readonly PageEntry[]): PageEntry[] => pages.flatMap((p) => [p, ...flat(p.children ?? [])]);
const AREAS = Object.keys(AREA_MESSAGES) as MessageArea[];

/** Every leaf key of a tree of strings, dotted. */
function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}
const resolves = (tree: object, key: string): boolean =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) ===
  'string';

describe('the catalogue split between the shell and the areas', () => {
  it('en.ts is the whole catalogue: each key in exactly one of the shell sections, the area titles or an area section', async () => {
    const areaKeys = (
      await Promise.all(AREAS.map(async (area) => leaves(await AREA_MESSAGES[area](), `${area}.`)))
    ).flat();
    const parts = [...leaves(shellMessages), ...areaKeys].sort();
    expect(parts).toEqual(leaves(en).sort());
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('the shell holds the title of every menu entry, palette screen and browser tab, before any area loads', () => {
    const titles = [...RESOURCES.map((r) => r.title), ...flat(PAGES).map((p) => p.title)];
    expect(titles.filter((key) => !resolves(shellMessages, key))).toEqual([]);
    expect(i18nProvider.translate('disputes.raise_title')).toBe(en.disputes.raise_title);
  });

  it('an area section loads on demand, and then the provider translates its keys (not before)', async () => {
    // A catalogue of its own: test files share a worker, and another one may have loaded this area already.
    vi.resetModules();
    const { i18nProvider, loadAreas, loadedMessages } = await import('../../../src/i18n');
    const key = 'payoutRecon.' + leaves(en.payoutRecon).find((k) => k !== 'title');
    expect(resolves(loadedMessages(), key)).toBe(false);
    await loadAreas(['payoutRecon']);
    expect(resolves(loadedMessages(), key)).toBe(true);
    expect(i18nProvider.translate(key, { _: 'x' })).not.toBe(key);
    expect(i18nProvider.translate('payoutRecon.title')).toBe(en.payoutRecon.title); // the shell's title stays
  });

  it('a page loads its own area with the areas its screens share (the 360 frames)', () => {
    expect(areasFor('consumer360.title')).toEqual([
      'consumer360',
      'consumer360Products',
      'entity360',
      // The lending calls' tabs (issue 46 item 6).
      'consumerLending',
    ]);
    expect(areasFor('pages.audit_trail.title')).toEqual([]);
    expect(areasFor('pages.approvals.title', ['uploads'])).toEqual(['uploads']);
    // The merchant 360 shows the KYC document viewer, not the approval cards of the merchant-change pages.
    expect(areasFor('merchant360.title')).toContain('disputes');
    expect(areasFor('merchant360.title')).not.toContain('uploads');
    expect(areasFor('merchantChanges.kyc.central_title')).toContain('uploads');
    // A page of the merchant 360's area outside its frame (the transaction search) takes only what it names.
    expect(areasFor('merchant360.txn_search_title', ['entity360'], true)).toEqual(['merchant360', 'entity360']);
  });
});

/** The source files of a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a relative import names (`./x`, `../y/z`), or undefined when it is not a source file. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile());
}

/** The file of the view a page entry lazily loads, found after its `path:` in its folder's index. */
function viewFile(files: readonly string[], path: string): string {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(`path: '${path}'`);
    const spec = at < 0 ? undefined : /import\('(\.[^']+)'\)/.exec(text.slice(at))?.[1];
    const target = spec && resolveImport(file, spec);
    if (target) return target;
  }
  throw new Error(`no view file for ${path}`);
}

it("every page's area keys are loaded with it: those of its folder's files and of every page file they import (no page shows a raw key)", () => {
  const root = 'src/pages';
  const folders = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  const pattern = new RegExp(`['"\`](${AREAS.join('|')})\\.`, 'g');
  // Static and dynamic imports: a lazily loaded part (the proof viewer) shows its keys inside the same page.
  const imports = /(?:from |import\()'(\.[^']+)'/g;
  const used = (files: readonly string[]): Set<MessageArea> => {
    const seen = new Set<string>();
    const out = new Set<MessageArea>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // A type-only import loads nothing: what the imported file shows is not this page's.
      const text = readFileSync(file, 'utf8').replace(/^import type [^;]+;/gm, '');
      for (const m of text.matchAll(pattern)) out.add(m[1] as MessageArea);
      for (const m of text.matchAll(imports)) {
        const target = resolveImport(file, m[1]!);
        if (target?.startsWith(`${root}/`)) visit(target);
      }
    };
    files.forEach(visit);
    return out;
  };
  const missing: string[] = [];
  for (const page of flat(PAGES)) {
    const folder = folders.find((f) =>
      sources(join(root, f)).some((file) => readFileSync(file, 'utf8').includes(`path: '${page.path}'`)),
    );
    if (!folder) continue;
    const loaded = areasFor(page.title, page.messages, page.alone);
    // A page alone (not in its area's frame) is checked from its own view's file and what that imports.
    const files = page.alone ? [viewFile(sources(join(root, folder)), page.path)] : sources(join(root, folder));
    for (const area of used(files)) if (!loaded.includes(area)) missing.push(`${page.path}: ${area}`);
  }
  expect(missing).toEqual([]);
});
