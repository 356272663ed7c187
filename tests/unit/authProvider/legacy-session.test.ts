import { describe, expect, it } from 'vitest';
import { legacyTokenOf } from '../../../authProvider/legacy-session';

describe('legacyTokenOf', () => {
  it('reads a bare token or JSON with a token', () => {
    expect(legacyTokenOf('abc.def.ghi')).toBe('abc.def.ghi');
    expect(legacyTokenOf('{"token":" abc.def.ghi "}')).toBe('abc.def.ghi');
  });
  it('ignores nothing, blanks and JSON without a token', () => {
    expect(legacyTokenOf(null)).toBeNull();
    expect(legacyTokenOf('   ')).toBeNull();
    expect(legacyTokenOf('{"user":1}')).toBeNull();
    expect(legacyTokenOf('{broken')).toBeNull();
  });
});
