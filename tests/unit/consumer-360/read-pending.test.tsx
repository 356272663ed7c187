// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/i18n';
import { ReadPending } from '../../../src/pages/consumer-360/FieldGrid';
import { ReadTable } from '../../../src/pages/merchant-360/ReadTable';

const inAdmin = (node: React.ReactNode) => render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);
const failed = (refetch: () => unknown) => ({
  data: undefined,
  isPending: false,
  isFetching: false,
  error: new Error('Service unavailable'),
  refetch,
});

describe('the 360 tabs’ own reads fail as every read does: the reason and Retry (issue 41 item 4)', () => {
  it('a consumer 360 tab (summary, limits, KYC, card, charges, loan dialogs) that failed says why; Retry reads again', () => {
    const refetch = vi.fn();
    inAdmin(<ReadPending query={failed(refetch)} />);
    expect(screen.getByText('This could not be loaded: Service unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('while it loads, the one skeleton; nothing once it has data', () => {
    const { container, rerender } = inAdmin(
      <ReadPending query={{ isPending: true, isFetching: true, error: null, refetch: () => undefined }} />,
    );
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ReadPending query={{ isPending: false, isFetching: false, error: null, refetch: () => undefined }} />
      </AdminContext>,
    );
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('a merchant 360 bank or KYC table that failed shows the panel with Retry, not an empty table', () => {
    const refetch = vi.fn();
    inAdmin(
      <ReadTable<{ id: number; name: string }>
        label="merchant360Kyc.bank_accounts_section"
        read={failed(refetch)}
        columns={[{ label: 'merchant360Kyc.f.label', render: (r) => r.name }]}
      />,
    );
    expect(screen.queryByText('No Record Found!')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
