// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { QueryState, readView, type ReadQuery } from '../../../../src/common/QueryState';
import { i18nProvider } from '../../../../src/i18n';

const query = <T,>(over: Partial<ReadQuery<T>>): ReadQuery<T> => ({
  data: undefined,
  isPending: false,
  error: null,
  refetch: () => undefined,
  ...over,
});

/** Issue 41 item 4: a failed read is an error panel with Retry, never 'No Record Found!'. */
describe('what a read shows', () => {
  it('loading, failed (keeping data already shown), empty only when answered nothing, else the data', () => {
    expect(readView(query({ isPending: true }))).toBe('loading');
    expect(readView(query({ isPending: true, error: new Error('500') }))).toBe('failed');
    expect(readView(query({ error: new Error('500'), data: [] }))).toBe('failed');
    expect(readView(query({ error: new Error('500'), data: [1] }))).toBe('failed-with-data');
    expect(readView(query({ data: [] }))).toBe('empty');
    expect(readView(query({ data: null }))).toBe('empty');
    expect(readView(query({ data: { content: [] } }), (d) => d.content.length === 0)).toBe('empty');
    expect(readView(query({ data: [1] }))).toBe('data');
  });

  const show = (q: ReadQuery<string[]>) =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <QueryState query={q}>{(rows) => <p>{rows.join(', ')}</p>}</QueryState>
      </AdminContext>,
    );

  it('a failure says why with Retry, and never reads as no records', () => {
    const refetch = vi.fn();
    show(query({ error: new Error('Internal Server Error'), refetch }));
    expect(screen.getByText('This list could not be loaded: Internal Server Error')).toBeTruthy();
    expect(screen.getByText('API Error')).toBeTruthy();
    expect(screen.queryByText('No Record Found!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the rows already shown under the error panel', () => {
    show(query({ error: new Error('timeout'), data: ['row 1', 'row 2'] }));
    expect(screen.getByText('This list could not be loaded: timeout')).toBeTruthy();
    expect(screen.getByText('row 1, row 2')).toBeTruthy();
  });

  it('loading is the skeleton (announced), nothing is the spec’s empty text', () => {
    const { unmount } = show(query({ isPending: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    unmount();
    show(query({ data: [] }));
    expect(screen.getByText('No Record Found!')).toBeTruthy();
  });
});
