import { describe, expect, it } from 'vitest';
import { isPaletteKey, isTyping, plainKey, selectedIndex, stepIndex } from '../../../../src/common/keyboard/keys';

const press = (
  key: string,
  target: unknown = null,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
  target: target as EventTarget | null,
});
const element = (tagName: string, extra: { isContentEditable?: boolean; inDialog?: boolean } = {}) => ({
  tagName,
  isContentEditable: extra.isContentEditable ?? false,
  closest: (selector: string) => (selector === '[role="dialog"]' && extra.inDialog ? {} : null),
});

describe('shortcut keys (issue 18: never while typing)', () => {
  it('a single key on the page is a shortcut, `?` (shifted) included', () => {
    expect(plainKey(press('j', element('BODY')))).toBe('j');
    expect(plainKey(press('?', element('TR')))).toBe('?');
    expect(plainKey(press('a', null))).toBe('a');
  });

  it('keys typed into an input, a textarea, a select or a contenteditable are text, not shortcuts', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) expect(plainKey(press('a', element(tag)))).toBeNull();
    expect(plainKey(press('r', element('DIV', { isContentEditable: true })))).toBeNull();
    expect(isTyping(element('DIV', { isContentEditable: true }) as unknown as EventTarget)).toBe(true);
    expect(isTyping(element('BUTTON') as unknown as EventTarget)).toBe(false);
  });

  it('held with Ctrl, Alt or Cmd, named keys, or inside an open dialog: no shortcut', () => {
    expect(plainKey(press('j', element('BODY'), { ctrlKey: true }))).toBeNull();
    expect(plainKey(press('j', element('BODY'), { altKey: true }))).toBeNull();
    expect(plainKey(press('j', element('BODY'), { metaKey: true }))).toBeNull();
    expect(plainKey(press('Enter', element('BODY')))).toBeNull();
    expect(plainKey(press('a', element('BUTTON', { inDialog: true })))).toBeNull();
  });

  it('Ctrl+K and Cmd+K open the palette, from a field too; K alone or with Alt does not', () => {
    expect(isPaletteKey(press('k', element('INPUT'), { ctrlKey: true }))).toBe(true);
    expect(isPaletteKey(press('K', element('BODY'), { metaKey: true }))).toBe(true);
    expect(isPaletteKey(press('k', element('BODY')))).toBe(false);
    expect(isPaletteKey(press('k', element('BODY'), { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('j / k move within the list and stop at its ends; an empty list has no selection', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(2);
    expect(stepIndex(0, 3, -1)).toBe(0);
    expect(stepIndex(-1, 3, 1)).toBe(0);
    expect(stepIndex(-1, 3, -1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(-1);
  });

  it('the selection follows its item, and once the item left the list (decided) the next one takes its place', () => {
    const rows = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(selectedIndex(rows, 'b', 1)).toBe(1);
    expect(selectedIndex(rows, 'c', 0)).toBe(2);
    // 'b' was decided at index 1: 'c' moved up to index 1 and is now selected.
    expect(selectedIndex([{ key: 'a' }, { key: 'c' }], 'b', 1)).toBe(1);
    // The last item decided: the one before it.
    expect(selectedIndex([{ key: 'a' }], 'b', 1)).toBe(0);
    expect(selectedIndex([], 'b', 1)).toBe(-1);
    expect(selectedIndex(rows, '', 0)).toBe(0);
  });
});
