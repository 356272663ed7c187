// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import OfferList from '../../../../resources/offers/OfferList';
import { formatDateTime } from '../../../../src/format';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const OFFER = {
  id: 7,
  brand: 'Swiggy',
  categoryName: 'Exclusive Offers',
  category: 'Food',
  couponCode: 'EAT50',
  status: 'ACTIVE',
  startTime: '2026-04-12T15:08:13Z',
  endTime: '2026-05-01T09:00:00Z',
};

describe('Offers list (spec §9 date format)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows start and end times as dd/MM/yy HH:mm:ss, not the locale format (12/4/2026, 3:08:13 PM)', async () => {
    signInWith(['CAN_MANAGE_POSTPE_OFFERS']);
    const dataProvider = testDataProvider({ getList: () => Promise.resolve({ data: [OFFER], total: 1 }) as never });
    renderInAdmin(
      <ResourceContextProvider value="postpe-offers">
        <OfferList />
      </ResourceContextProvider>,
      { dataProvider, path: '/postpe-offers' },
    );
    const row = (await screen.findByText('Swiggy', {}, { timeout: 10_000 })).closest('tr')!;
    const text = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(text).toContain(formatDateTime(OFFER.startTime));
    expect(text).toContain(formatDateTime(OFFER.endTime));
    expect(formatDateTime(OFFER.startTime)).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.textContent).not.toMatch(/AM|PM|2026,/);
    // Spec §9 paging: 20 a page is one of the offered sizes (react-admin's default 5/10/25/50 showed a blank select).
    const size = screen.getByRole('combobox', { name: /rows per page/i }) as HTMLSelectElement;
    expect(size.value).toBe('20');
    expect([...size.options].map((option) => option.value)).toEqual(['20', '50', '100', '200']);
  });
});
