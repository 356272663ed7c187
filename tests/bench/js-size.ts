import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a page loads before it paints: its chunks and everything they import statically. */
export function chunksFor(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

export function gzipKb(distDir: string, files: readonly string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length, 0);
  return bytes / 1024;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
