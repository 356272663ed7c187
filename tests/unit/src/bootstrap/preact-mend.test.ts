// @vitest-environment jsdom
/**
 * The production build's renderer (Preact's compat layer, vite.config.ts) behaves as React does where compat alone
 * does not. Rendered with compat itself, as the build does; no JSX here, since the unit tests' JSX is React's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement, render, useState } from 'preact/compat';
import { act } from 'preact/test-utils';
import '../../../../src/bootstrap/preact-mend';

const container = document.createElement('div');
document.body.append(container);
afterEach(() => render(null, container));

const nextFocusMove = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the Preact build renders as React does', () => {
  it('keeps what the user typed in an uncontrolled input that is passed value={undefined}, as MUI does', () => {
    let rerender = () => {};
    function DateField() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders(renders + 1);
      return createElement('input', { 'aria-label': 'Expiry date', defaultValue: '', value: undefined });
    }
    act(() => void render(createElement(DateField, null), container));
    const input = container.querySelector('input')!;
    input.value = '2030-01-05T10:30';
    act(() => rerender());
    expect(input.value).toBe('2030-01-05T10:30');
  });

  it('focuses an autoFocus element once it mounts, keeps its own ref, and does not take the focus back later', async () => {
    const ref: { current: HTMLInputElement | null } = { current: null };
    let rerender = () => {};
    function Dialog() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders(renders + 1);
      return createElement(
        'div',
        null,
        createElement('input', { 'aria-label': 'Name', autoFocus: true, ref }),
        createElement('button', null, `Save ${renders}`),
      );
    }
    act(() => void render(createElement(Dialog, null), container));
    const [input, button] = [container.querySelector('input')!, container.querySelector('button')!];
    expect(ref.current).toBe(input);
    await nextFocusMove();
    expect(document.activeElement).toBe(input);

    button.focus();
    act(() => rerender());
    await nextFocusMove();
    expect(document.activeElement).toBe(button);
    expect(ref.current).toBe(input);
  });
});
