import { afterEach } from 'vitest';

// Components rendered on their own (outside PageRoute, which loads an area's strings first) see the whole catalogue.
if (typeof document !== 'undefined') {
  const { registerMessages } = await import('../../src/i18n');
  const { en } = await import('../../src/i18n/en');
  registerMessages(en);
}

// Testing Library's automatic cleanup needs vitest globals; we keep globals off and clean up here (STACK.md trap 8).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
