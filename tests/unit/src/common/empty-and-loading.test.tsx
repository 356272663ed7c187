// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, useList, type RaRecord } from 'react-admin';
import { EmptyList, hasActiveFilter } from '../../../../src/common/EmptyList';
import { ListSkeleton } from '../../../../src/common/ListSkeleton';
import { i18nProvider } from '../../../../src/i18n';

function EmptyPayouts({ filter }: { filter?: Record<string, unknown> }) {
  const list = useList<RaRecord>({ data: [], resource: 'payouts', filter });
  return (
    <ListContextProvider value={{ ...list, resource: 'payouts' }}>
      <EmptyList />
    </ListContextProvider>
  );
}
const inAdmin = (node: React.ReactNode) => render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);

describe('one empty-state wording per kind of list (issue 41 item 4)', () => {
  it("keeps the spec's 'No Record Found!' and says why: none yet, or none under the filters set", () => {
    inAdmin(<EmptyPayouts />);
    expect(screen.getByText('No Record Found!')).toBeTruthy();
    expect(screen.getByText('No payouts yet.')).toBeTruthy();
  });

  it('with a filter set, says that nothing matches it', () => {
    inAdmin(<EmptyPayouts filter={{ status: 'APPROVAL_PENDING' }} />);
    expect(screen.getByText('No payouts match these filters.')).toBeTruthy();
  });

  it('an empty text or list is no filter', () => {
    expect(hasActiveFilter({ q: '', ids: [], x: undefined })).toBe(false);
    expect(hasActiveFilter({ q: 'a' })).toBe(true);
    expect(hasActiveFilter(undefined)).toBe(false);
  });

  it('outside a list, only the spec line', () => {
    inAdmin(<EmptyList />);
    expect(screen.getByText('No Record Found!')).toBeTruthy();
    expect(screen.queryByText(/yet\.|match these filters/)).toBeNull();
  });
});

describe('one loading skeleton', () => {
  it('draws rows where the rows will be and announces loading', () => {
    inAdmin(<ListSkeleton rows={3} />);
    const skeleton = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
  });
});
