import { configDefaults, defineConfig } from 'vitest/config';
import shared, { MOCKING } from './vitest.config';

/** The files that mock a module, each with a module registry of its own (see MOCKING in vitest.config.ts). */
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: MOCKING, exclude: [...configDefaults.exclude], isolate: true },
});
