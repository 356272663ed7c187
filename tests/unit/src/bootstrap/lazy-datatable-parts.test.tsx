// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from '../../../../src/bootstrap/lazy-datatable-parts';

describe('lazyPart (a DataTable part fetched when first shown)', () => {
  it('fetches nothing until rendered, shows nothing meanwhile, then the part with its props', async () => {
    let fetched = 0;
    const Part = lazyPart(async () => {
      fetched += 1;
      return ({ label }: { label: string }) => <button>{label}</button>;
    });
    expect(fetched).toBe(0);
    const view = render(
      <div data-testid="row">
        <Part label="Select this row" />
      </div>,
    );
    expect(screen.getByTestId('row').textContent).toBe('');
    expect(await screen.findByRole('button', { name: 'Select this row' })).toBeTruthy();
    view.rerender(
      <div data-testid="row">
        <Part label="Select all" />
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Select all' })).toBeTruthy();
    expect(fetched).toBe(1);
  });
});
