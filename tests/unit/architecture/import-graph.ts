import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import in the source tree: the file, what it names, and the repository file it resolves to (relative imports). */
export interface ImportEdge {
  from: string;
  specifier: string;
  /** Repository-relative target for a relative import; undefined for a package. */
  to?: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under `dir` (repository-relative), skipping node_modules and build output. */
export function sourceFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveRelative(root: string, from: string, specifier: string): string {
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')));
  const hit = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(join(root, candidate)));
  return relative('.', hit ?? base);
}

/** Every import of every .ts/.tsx file under the given top-level folders. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  return folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...text.matchAll(IMPORT)].map(([, specifier = '']) => ({
        from: file,
        specifier,
        to: specifier.startsWith('.') ? resolveRelative(root, file, specifier) : undefined,
      }));
    }),
  );
}
