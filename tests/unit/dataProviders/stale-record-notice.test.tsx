// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, testDataProvider, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../../../dataProviders/http';
import { StaleRecordNotice } from '../../../src/common/StaleRecordNotice';
import { en } from '../../../src/i18n/en';

const i18nProvider = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en');
const wrap = (node: ReactNode) =>
  render(
    <CoreAdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      {node}
    </CoreAdminContext>,
  );

it('shows the stale-record message and a Reload action for a 412', async () => {
  const onReload = vi.fn();
  const view = wrap(
    <StaleRecordNotice error={new ApiError('x', 412, 'Precondition Failed', null)} onReload={onReload} />,
  );
  expect((await view.findByRole('alert')).textContent).toContain(
    'This record was changed by someone else since you opened it.',
  );
  fireEvent.click(view.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});

it('shows nothing for other errors', () => {
  const view = wrap(<StaleRecordNotice error={new ApiError('Conflict', 409, 'Conflict', null)} />);
  expect(view.queryByRole('alert')).toBeNull();
});
