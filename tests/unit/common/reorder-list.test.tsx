// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReorderList } from '../../../src/common/ReorderList';

/** The shared reorder (/qr-priority-update, /upload-banner): keyboard moves reorder, announce, and stop at the ends. */
function Harness({ editable = true }: { editable?: boolean }) {
  const [items, setItems] = useState(['Alpha', 'Beta', 'Gamma']);
  return (
    <ReorderList
      items={items}
      keyOf={(i) => i}
      label="Order"
      editable={editable}
      onChange={setItems}
      render={(i) => <span>{i}</span>}
      moveLabels={(i) => ({ up: `Move ${i} up`, down: `Move ${i} down` })}
      announce={(i, rank) => `${i} is now number ${rank}.`}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\./, ''));

describe('ReorderList', () => {
  it('moves an item by its buttons (keyboard-operable) and announces its new rank', () => {
    render(<Harness />);
    expect((screen.getByRole('button', { name: 'Move Alpha up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(screen.getByRole('status').textContent).toBe('Gamma is now number 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('moves an item dropped on another place', () => {
    render(<Harness />);
    const rows = within(screen.getByRole('list', { name: 'Order' })).getAllByRole('listitem');
    fireEvent.dragStart(rows[2]!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.drop(rows[0]!);
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('only shows the order when not editable', () => {
    render(<Harness editable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });
});
