import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING } from '../../../vitest.config';
import { sourceFiles } from './import-graph';

const ROOT = join(import.meta.dirname, '../../..');

describe('the Vitest files that mock a module (vitest.config.ts)', () => {
  it('are exactly the MOCKING list, which runs isolated: a mock in a shared worker would outlive its file', () => {
    const mocking = ['tests/unit', 'tests/server', 'tests/contract']
      .flatMap((dir) => sourceFiles(ROOT, dir))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(ROOT, file), 'utf8')))
      .sort();
    expect(mocking).toEqual([...MOCKING].sort());
  });
});
