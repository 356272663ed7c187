// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isSessionLocked, setSessionLocked } from '../../../../authProvider/idle-lock';
import { readSession, sessionToken, writeSession } from '../../../../authProvider/session';
import { IDLE_CHALLENGE } from '../../../../contract/session-idle';
import { http } from '../../../../dataProviders/http';
import { startIdleTimer } from '../../../../src/session-lock/idle-timer';
import { sessionIdOf } from '../../../../src/session-lock/session-channel';
import { SessionLock } from '../../../../src/session-lock/SessionLock';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (sid: string) => `${b64({ alg: 'HS256' })}.${b64({ sub: '6', sid, exp: 4102444800 })}.sig`;
const SESSION = {
  userInfo: { id: 6, name: 'Sam Support', email: 'support@console.example' },
  roles: [{ id: 6 }],
  permissions: [{ permission_name: 'CAN_VIEW' }],
};
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('startIdleTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('calls onIdle after the limit without activity, later after activity, and again after the next activity', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = startIdleTimer(60_000, onIdle);
    vi.advanceTimersByTime(40_000);
    timer.activity();
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.activity();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    timer.stop();
  });

  it("counts another tab's activity by its time", () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = startIdleTimer(60_000, onIdle);
    vi.advanceTimersByTime(50_000);
    timer.activity(Date.now() - 5_000); // input 5 s ago in another tab
    vi.advanceTimersByTime(54_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.stop();
  });
});

describe('SessionLock', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    sessionStorage.clear();
    writeSession({ token: tokenOf('first'), ...SESSION });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json({ success: true, message: 'Success', data: null }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setSessionLocked(false);
  });

  const renderLock = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionLock idleSeconds={60}>
          <label>
            Remarks
            <input name="remarks" />
          </label>
        </SessionLock>
      </QueryClientProvider>,
    );
  const content = () => screen.getByTestId('locked-content');

  it('locks after the limit without input, hiding the page; input before the limit keeps it open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderLock();
    act(() => void vi.advanceTimersByTime(50_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => void vi.advanceTimersByTime(50_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(content().getAttribute('aria-hidden')).toBeNull();
    act(() => void vi.advanceTimersByTime(10_001));
    expect(screen.getByRole('dialog', { name: 'Locked for inactivity' })).toBeTruthy();
    expect(content().getAttribute('aria-hidden')).toBe('true');
    expect(content().hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Remarks' })).toBeNull(); // not readable behind the lock
  });

  it('reports input to the server at most every 6 s of a 60 s limit', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderLock();
    for (let i = 0; i < 20; i++) {
      act(() => void vi.advanceTimersByTime(1_000));
      fireEvent.pointerMove(window);
    }
    const activity = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/session/activity'));
    expect(activity).toHaveLength(3);
  });

  it("locks on the server's idle 401 instead of signing out", async () => {
    renderLock();
    fetchMock.mockImplementationOnce(async () =>
      json({ success: false, message: 'Unauthorized', data: null }, 401, { 'WWW-Authenticate': IDLE_CHALLENGE }),
    );
    await expect(http('/api/crm/users/6')).rejects.toMatchObject({ status: 401 });
    expect(isSessionLocked()).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Locked for inactivity' })).toBeTruthy();
    expect(readSession()).not.toBeNull(); // not signed out
  });

  it('unlocks with a new code for the same e-mail, keeping what was typed, on the same page', async () => {
    renderLock();
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: 'Half-written note' } });
    act(() => setSessionLocked(true));
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/login/otp/request')) return json({ success: true, data: { emailuuid: 'u-1' } });
      if (path.endsWith('/login/otp/verify'))
        return json({ success: true, data: { token: tokenOf('second'), userId: 6 } });
      if (path.endsWith('/users/6')) return json({ success: true, data: SESSION.userInfo });
      if (path.endsWith('/users/6/roles')) return json({ success: true, data: SESSION.roles });
      return json({ success: true, data: SESSION.permissions });
    });
    const send = await screen.findByRole('button', { name: 'Send me a code' });
    expect(document.activeElement).toBe(send);
    fireEvent.click(send);
    const code = await screen.findByLabelText('One-time code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.submit(code.closest('form')!); // Enter in the field
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ email: 'support@console.example' });
    expect(calls.some((c) => c.startsWith('POST') && c.endsWith('/login/otp/verify'))).toBe(true);
    expect(sessionIdOf(sessionToken())).toBe('second');
    // The page is given back once the dialog has finished closing (its exit transition: slower on a loaded machine).
    await waitFor(() => expect(content().getAttribute('aria-hidden')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Remarks' }) as HTMLInputElement).value).toBe('Half-written note');
  });
});
