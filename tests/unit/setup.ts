import { afterEach } from 'vitest';

// Testing Library's automatic cleanup needs vitest globals; we keep globals off and clean up here (STACK.md trap 8).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
