// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TitlePortal } from 'react-admin';
import { PageRoute } from '../../../../src/layout/PageRoute';
import { PAGES } from '../../../../src/pages';
import { depositAlertsPage } from '../../../../src/pages/alerts';
import { en } from '../../../../src/i18n/en';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const stubbed = { ...depositAlertsPage, component: () => <p>alert form</p> };
const topBarTitle = () => document.getElementById('react-admin-title')?.textContent ?? '';

describe('PageRoute', () => {
  afterEach(() => sessionStorage.clear());

  it('titles /deposit/alerts in the top bar (Deposit Alerts) once its access entry allows it', async () => {
    signInWith(['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW']);
    renderInAdmin(
      <>
        <TitlePortal />
        <PageRoute page={stubbed} />
      </>,
    );
    expect(await screen.findByText('alert form')).toBeTruthy();
    await waitFor(() => expect(topBarTitle()).toBe('Deposit Alerts'));
  });

  it("shows 'Not authorized!' (and that title) to anyone its entry refuses", async () => {
    signInWith(['CAN_LIST_USER']);
    renderInAdmin(
      <>
        <TitlePortal />
        <PageRoute page={stubbed} />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized!' })).toBeTruthy();
    expect(screen.queryByText('alert form')).toBeNull();
    await waitFor(() => expect(topBarTitle()).toBe('Not authorized!'));
  });

  it('every page names a title key that exists', () => {
    const resolve = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    for (const page of PAGES) expect(typeof resolve(page.title), page.name).toBe('string');
  });
});
