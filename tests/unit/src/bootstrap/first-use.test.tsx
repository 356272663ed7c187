// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { moduleOnFirstUse } from '../../../../src/bootstrap/first-use';

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
