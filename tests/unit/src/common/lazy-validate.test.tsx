// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { useLazyValidate } from '../../../../src/common/lazy-mount';
import { i18nProvider } from '../../../../src/i18n';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={i18nProvider}>
    {children}
    <Notification />
  </AdminContext>
);

const check = (rules: { required: string }, values: { name?: string }) => (values.name ? {} : { name: rules.required });

describe('useLazyValidate', () => {
  it('checks with the rules once they are fetched', async () => {
    const load = async () => ({ required: 'Required' });
    const { result } = renderHook(() => useLazyValidate(load, check), { wrapper });
    expect(await result.current({})).toEqual({ name: 'Required' });
    expect(await result.current({ name: 'x' })).toEqual({});
  });

  it('when the rules cannot be fetched, says so, keeps the form from being sent, and fetches them again next time', async () => {
    let online = false;
    const load = async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { required: 'Required' };
    };
    const { result } = renderHook(() => useLazyValidate(load, check), { wrapper });
    await expect(result.current({ name: 'x' })).rejects.toThrow('Failed to fetch');
    expect(await screen.findByText('No connectivity. Could not fetch data.')).toBeTruthy();
    online = true;
    expect(await result.current({})).toEqual({ name: 'Required' });
  });
});
