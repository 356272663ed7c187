// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterPresses, moduleOnFirstUse, trackPresses } from '../../../../src/bootstrap/first-use';

/** A module whose fetch the test settles by hand. */
function manualModule() {
  const calls: { resolve: (value: { label: string }) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<{ label: string }>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('moduleOnFirstUse (code a component needs only once the user acts)', () => {
  it('fetches nothing until the first key, then every component using it shows the module', async () => {
    const { load, calls } = manualModule();
    const useModule = moduleOnFirstUse(load);
    const Part = ({ id }: { id: string }) => <p data-testid={id}>{useModule()?.label ?? 'not yet'}</p>;
    render(
      <>
        <Part id="a" />
        <Part id="b" />
      </>,
    );
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('a').textContent).toBe('not yet');

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve({ label: 'Columns' }));
    expect(screen.getByTestId('a').textContent).toBe('Columns');
    expect(screen.getByTestId('b').textContent).toBe('Columns');
  });

  it('tries a failed fetch again when the next component using it mounts', async () => {
    const { load, calls } = manualModule();
    const useModule = moduleOnFirstUse(load);
    const Part = () => <p>{useModule()?.label ?? 'not yet'}</p>;
    const first = render(<Part />);
    fireEvent.pointerMove(document.body);
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(first.container.textContent).toBe('not yet');
    first.unmount();

    const second = render(<Part />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve({ label: 'Columns' }));
    expect(second.container.textContent).toBe('Columns');
  });
});

describe('afterPresses (a change that mounts elements again waits for a press to end)', () => {
  const nextTask = () => new Promise((r) => setTimeout(r));
  // The module is shared with the other test files of this worker (isolate: false), and one of them may have left a
  // key "held": a window blur releases everything, as it does in the browser.
  beforeEach(() => {
    trackPresses();
    window.dispatchEvent(new Event('blur'));
  });

  it('runs at once when nothing is held', () => {
    trackPresses();
    const runs: string[] = [];
    afterPresses(() => runs.push('now'));
    expect(runs).toEqual(['now']);
  });

  it('waits for a held pointer button, and for the click after its release, then runs', async () => {
    trackPresses();
    const runs: string[] = [];
    document.addEventListener('click', () => runs.push('click'), { once: true });
    fireEvent.pointerDown(document.body, { pointerId: 1 });
    afterPresses(() => runs.push('swap'));
    await nextTask();
    expect(runs).toEqual([]);
    fireEvent.pointerUp(document.body, { pointerId: 1 });
    fireEvent.click(document.body); // the browser's click, in the task of the release
    expect(runs).toEqual(['click']);
    await nextTask();
    expect(runs).toEqual(['click', 'swap']);
  });

  it('waits until every held key is released', async () => {
    trackPresses();
    const runs: string[] = [];
    fireEvent.keyDown(document.body, { code: 'ShiftLeft' });
    fireEvent.keyDown(document.body, { code: 'Space' });
    afterPresses(() => runs.push('swap'));
    fireEvent.keyUp(document.body, { code: 'Space' });
    await nextTask();
    expect(runs).toEqual([]);
    fireEvent.keyUp(document.body, { code: 'ShiftLeft' });
    await nextTask();
    expect(runs).toEqual(['swap']);
  });
});
