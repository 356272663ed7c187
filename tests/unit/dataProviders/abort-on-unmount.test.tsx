// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { CoreAdminContext, ListBase, useListContext } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { buildDataProvider } from '../../../dataProviders/index';
import type { ResourceBundle } from '../../../resources/types';
import { memoryStorage } from './fake-fetch';

afterEach(() => vi.unstubAllGlobals());

function Rows() {
  const { isPending } = useListContext();
  return <p>{isPending ? 'loading' : 'loaded'}</p>;
}

it('leaving a list page aborts its in-flight request (the react-admin signal reaches fetch)', async () => {
  vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' }));
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    }),
  );
  const offers: ResourceBundle = {
    name: 'postpe-offers',
    title: 'Offers',
    backend: 'postpe',
    path: 'offers',
    access: {},
  };
  const dataProvider = buildDataProvider([offers], (b) => `http://h/api/${b}`);
  expect(dataProvider.supportAbortSignal).toBe(true);

  const view = render(
    <CoreAdminContext dataProvider={dataProvider}>
      <ListBase resource="postpe-offers">
        <Rows />
      </ListBase>
    </CoreAdminContext>,
  );
  await waitFor(() => expect(signals).toHaveLength(1));
  const signal = signals[0] as AbortSignal;
  expect(view.getByText('loading')).toBeTruthy();
  expect(signal.aborted).toBe(false);

  view.unmount();
  await waitFor(() => expect(signal.aborted).toBe(true));
});
