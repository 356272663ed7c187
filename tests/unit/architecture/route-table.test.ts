import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The route table runs before react-admin has arrived (src/layout/route-start.ts, DESIGN.md §6 cold list load): the
 * entry loads it beside the shell so that the opened view's chunk starts at once. A static import of react-admin
 * anywhere in it (a resource's index importing a button, a page index importing a hook) would make it wait for
 * react-admin again, silently. Views are lazy (`import()`), so what they import does not count; type imports neither.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const LATE_PACKAGES = /^(react-admin|ra-[a-z-]+|@tanstack\/|react-hook-form)/;

function resolve(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')));
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** The packages a module reaches through static value imports, each with the first chain of files that reaches it. */
function reachedPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, [...chain, file]);
        continue;
      }
      const target = resolve(file, specifier);
      if (target) walk(target, [...chain, file]);
    }
  };
  walk(entry, []);
  return packages;
}

const late = (packages: Map<string, string[]>) =>
  [...packages].filter(([name]) => LATE_PACKAGES.test(name)).map(([name, chain]) => `${name} ← ${chain.join(' ← ')}`);

describe('the route table the entry runs before the shell', () => {
  it('imports no react-admin (nor its query, form or data libraries), directly or through any module', () => {
    const packages = reachedPackages('src/layout/route-start.ts');
    expect(packages.has('react')).toBe(true);
    expect(late(packages)).toEqual([]);
  });

  it('the walk finds react-admin where it is imported (the check can fail)', () => {
    expect(late(reachedPackages('src/App.tsx')).length).toBeGreaterThan(0);
  });
});
