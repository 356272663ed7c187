// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useTooLong, withinLength } from '../../../../src/common/RequiredField';

describe('text never cut (issue 41 item 2): too long is said, the form holds its submit', () => {
  it('withinLength counts the trimmed text', () => {
    expect(withinLength('x'.repeat(300), 300)).toBe(true);
    expect(withinLength(`  ${'x'.repeat(300)}  `, 300)).toBe(true);
    expect(withinLength('x'.repeat(301), 300)).toBe(false);
  });
  it('useTooLong gives a TextField its error and the message naming the limit', () => {
    expect(renderHook(() => useTooLong('x'.repeat(20), 20)).result.current).toEqual({ error: false });
    expect(renderHook(() => useTooLong('x'.repeat(21), 20)).result.current).toEqual({
      error: true,
      helperText: 'validation.too_long',
    });
  });
});
