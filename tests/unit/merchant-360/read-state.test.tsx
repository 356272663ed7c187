// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadState } from '../../../src/pages/merchant-360/loans/ReadState';

/** A single read of the merchant 360's loan tabs: loading, loaded, the spec's empty text for no record, the error. */
function Probe({ answer }: { answer: () => Promise<{ v: string } | null> }) {
  const q = useQuery({ queryKey: ['read', answer.toString()], queryFn: answer, retry: false });
  return (
    <ReadState query={q} empty="No Loan Found">
      {(d) => <span>{d.v}</span>}
    </ReadState>
  );
}

const show = (answer: () => Promise<{ v: string } | null>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe answer={answer} />
    </QueryClientProvider>,
  );

describe('ReadState', () => {
  it('shows a spinner, then the data once loaded', async () => {
    show(async () => ({ v: 'CL1000011' }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('CL1000011')).toBeTruthy();
  });

  it('shows the empty text when the backend answers no record (data null)', async () => {
    show(async () => null);
    expect(await screen.findByText('No Loan Found')).toBeTruthy();
  });

  it('shows the server’s message on a failure', async () => {
    show(async () => {
      throw new Error('Merchant not found');
    });
    expect(await screen.findByText('Merchant not found')).toBeTruthy();
  });
});
