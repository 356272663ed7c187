// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { QueryState } from '../../../src/common/QueryState';
import { i18nProvider } from '../../../src/i18n';

/**
 * A single read of the merchant 360's loan tabs and the consumer 360's tabs (issue 41 item 4), through the one
 * QueryState: the skeleton, the data, the spec's empty text for no record, and a failure as the error panel with
 * Retry that reads again.
 */
function Probe({ answer, id }: { answer: () => Promise<{ v: string } | null>; id: string }) {
  const q = useQuery({ queryKey: ['read', id], queryFn: answer, retry: false });
  return (
    <QueryState query={q} emptyMessage="merchant360Loans.empty.credit_line" failed="empty.read_failed">
      {(d) => <span>{d.v}</span>}
    </QueryState>
  );
}

const show = (id: string, answer: () => Promise<{ v: string } | null>) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <QueryClientProvider client={new QueryClient()}>
        <Probe id={id} answer={answer} />
      </QueryClientProvider>
    </AdminContext>,
  );

describe('a 360 read', () => {
  it('shows the skeleton, then the data once loaded', async () => {
    show('loaded', async () => ({ v: 'CL1000011' }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('CL1000011')).toBeTruthy();
  });

  it('shows the spec’s empty text only when the backend answers no record (data null)', async () => {
    show('none', async () => null);
    expect(await screen.findByText('No Loan Found')).toBeTruthy();
  });

  it('a forced 500 shows the error panel with Retry, not the empty text; Retry reads again', async () => {
    let calls = 0;
    show('failed', async () => {
      calls += 1;
      if (calls === 1) throw new Error('Internal Server Error');
      return { v: 'CL1000012' };
    });
    expect(await screen.findByText('This could not be loaded: Internal Server Error')).toBeTruthy();
    expect(screen.queryByText('No Loan Found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CL1000012')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
