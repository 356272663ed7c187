import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING } from '../../../vitest.config';

const ROOT = join(import.meta.dirname, '../../..');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the Vitest files that mock a module (vitest.config.ts)', () => {
  it('are exactly the MOCKING list, which runs isolated: a mock in a shared worker would outlive its file', () => {
    const mocking = ['tests/unit', 'tests/server', 'tests/contract']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(ROOT, file), 'utf8')))
      .map((file) => relative(ROOT, join(ROOT, file)))
      .sort();
    expect(mocking).toEqual([...MOCKING].sort());
  });
});
