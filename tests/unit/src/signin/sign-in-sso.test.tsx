// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { readSession } from '../../../../authProvider/session';
import { ssoReturnOf } from '../../../../authProvider/sso';
import { loadRuntimeConfig } from '../../../../dataProviders/runtime-config';
import SignInApp from '../../../../src/signin/SignInApp';

/** The sign-in screen with single sign-on (issue 42 item 5; contract/sso.ts). */

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: '6', sid: 'sso', exp: 4102444800 })}.sig`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const withConfig = (config: object) => loadRuntimeConfig(async () => json(config));
const renderSignIn = () => {
  const onSignedIn = vi.fn();
  render(<SignInApp onSignedIn={onSignedIn} prefetchAdmin={async () => undefined} />);
  return onSignedIn;
};

describe('ssoReturnOf (pure)', () => {
  it('reads a ticket or a reason from the fragment; anything else is nothing', () => {
    expect(ssoReturnOf('#sso_ticket=abc')).toEqual({ kind: 'ticket', ticket: 'abc' });
    expect(ssoReturnOf('#sso_error=not_staff')).toEqual({ kind: 'error', error: 'not_staff' });
    expect(ssoReturnOf('#sso_error=<script>')).toEqual({ kind: 'error', error: 'failed' });
    expect(ssoReturnOf('#section-2')).toBeNull();
    expect(ssoReturnOf('')).toBeNull();
  });
});

describe('the sign-in screen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/crm/payouts?status=APPROVAL_PENDING');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('offers the provider the server names, to come back to this page', async () => {
    await withConfig({ sso: { label: 'Company SSO' } });
    renderSignIn();
    const button = screen.getByRole('link', { name: 'Sign in with Company SSO' });
    expect(button.getAttribute('href')).toBe(
      '/api/crm/login/oidc/start?returnTo=%2Fcrm%2Fpayouts%3Fstatus%3DAPPROVAL_PENDING',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('offers no provider when the server has none', async () => {
    await withConfig({});
    renderSignIn();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why the provider did not sign the user in, and takes the reason out of the address', async () => {
    await withConfig({ sso: { label: 'Company SSO' } });
    window.history.replaceState(null, '', '/crm/payouts?status=APPROVAL_PENDING#sso_error=not_staff');
    renderSignIn();
    expect(
      await screen.findByText(
        'No console account can sign in with the e-mail your sign-in provider gave. Ask an administrator to add you, or sign in with a code.',
      ),
    ).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/crm/payouts?status=APPROVAL_PENDING');
  });

  it('redeems a ticket it came back with for a session, once, and takes it out of the address', async () => {
    await withConfig({ sso: { label: 'Company SSO' } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/login/oidc/redeem')) return json({ success: true, data: { token: TOKEN, userId: 6 } });
      if (path.endsWith('/users/6'))
        return json({ success: true, data: { id: 6, name: 'Sam', email: 'support@console.example' } });
      if (path.endsWith('/users/6/roles')) return json({ success: true, data: [{ id: 6 }] });
      return json({ success: true, data: [{ permission_name: 'CAN_VIEW' }] });
    });
    window.history.replaceState(null, '', '/crm/payouts#sso_ticket=the-ticket');
    const onSignedIn = renderSignIn();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const redeems = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login/oidc/redeem'));
    expect(redeems).toHaveLength(1);
    expect(JSON.parse(String(redeems[0]![1]!.body))).toEqual({ ticket: 'the-ticket' });
    expect(readSession()?.userInfo.email).toBe('support@console.example');
  });

  it('a ticket the server refuses is said, with the step it failed at', async () => {
    await withConfig({ sso: { label: 'Company SSO' } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      json({ success: false, message: 'This sign-in has expired. Please sign in again.', data: null }, 400),
    );
    window.history.replaceState(null, '', '/crm/#sso_ticket=old');
    const onSignedIn = renderSignIn();
    expect(await screen.findByText('Single sign-on: This sign-in has expired. Please sign in again.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
