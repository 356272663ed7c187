// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TransactionFilters } from '../../../src/pages/disputes/TransactionFilters';
import { renderInAdmin } from '../helpers/admin-harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('§5.2 on the search form: field messages, the fix-first message, then a search 500 ms after the last keystroke', async () => {
  const onSearch = vi.fn();
  renderInAdmin(<TransactionFilters onSearch={onSearch} />);
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByText('Please use the filters and click Search.')).toBeTruthy();
  fireEvent.change(field('Merchant ID'), { target: { value: '12ab' } });
  expect(screen.getByText('Merchant ID must contain only numbers.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByText('Please fix the errors before searching.')).toBeTruthy();
  expect(onSearch).not.toHaveBeenCalled();

  fireEvent.change(field('Merchant ID'), { target: { value: '4000000001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch.mock.calls[0]![0]).toMatchObject({ merchantId: '4000000001' });

  // After the first search, edits apply by themselves 500 ms after the last keystroke.
  onSearch.mockClear();
  await act(async () => vi.advanceTimersByTime(600));
  onSearch.mockClear();
  fireEvent.change(field('Merchant ID'), { target: { value: '400000000' } });
  await act(async () => vi.advanceTimersByTime(300));
  fireEvent.change(field('Merchant ID'), { target: { value: '4000000002' } });
  await act(async () => vi.advanceTimersByTime(499));
  expect(onSearch).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch.mock.calls[0]![0]).toMatchObject({ merchantId: '4000000002' });
});
