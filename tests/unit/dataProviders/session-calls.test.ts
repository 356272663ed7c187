// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../contract/session/storage-keys';
import { liveApi } from '../../../dataProviders/crm/live';
import { notifyUnauthorized, onIdleRefusal, onUnauthorized } from '../../../dataProviders/http';
import { reportActivity, reportRefusal } from '../../../dataProviders/session-activity';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const IDLE = { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="session idle"' };

/** The live queues and the session's activity go to their declared methods and paths (contract/session/). */
describe('session and live calls through the endpoint client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem(SESSION_KEYS.token, 'tok');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  const sent = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] ?? [];
    return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: init?.body };
  };

  it('viewing, leaving and the viewers at their declared verbs, with the token', async () => {
    const api = liveApi('/api/crm');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: null }));
    await api.viewing('payout', 7);
    expect(sent()).toMatchObject({ url: '/api/crm/live/viewing', method: 'PUT' });
    expect(JSON.parse(String(sent().body))).toEqual({ kind: 'payout', id: 7 });
    expect(sent().headers.get('Authorization')).toBe('Bearer tok');

    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: null }));
    await api.leave('payout', 7);
    expect(sent(1)).toMatchObject({ url: '/api/crm/live/viewing?kind=payout&id=7', method: 'DELETE' });

    const viewers = [{ itemId: 7, staffId: 2, name: 'Asha' }];
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: viewers }));
    await expect(api.viewers('payout')).resolves.toEqual(viewers);
    expect(sent(2)).toMatchObject({ url: '/api/crm/live/viewers?kind=payout', method: 'GET' });
  });

  it('opens the stream at its declared path with the queues asked for and the token in a header', async () => {
    fetchMock.mockResolvedValueOnce(new Response('retry: 2000\n\n', { status: 200 }));
    await liveApi('/api/crm').openStream(['approvals', 'kyc'], new AbortController().signal);
    expect(decodeURIComponent(sent().url)).toBe('/api/crm/live/queues?queues=approvals,kyc');
    expect(sent().headers.get('Authorization')).toBe('Bearer tok');
    expect(sent().headers.get('Accept')).toBe('text/event-stream');
  });

  it('reports activity at the declared path; a refusal there changes nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { success: false, message: 'down' }));
    await expect(reportActivity()).resolves.toBeUndefined();
    expect(sent()).toMatchObject({ url: '/api/crm/session/activity', method: 'POST' });
  });

  it('an idle refusal goes to a registered lock; without one it ends the session like any 401', async () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    const lock = vi.fn(() => true);
    const unlock = onIdleRefusal(lock);
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Unauthorized' }, IDLE));
    await reportRefusal();
    expect(lock).toHaveBeenCalledTimes(1);
    expect(ended).not.toHaveBeenCalled();

    unlock();
    notifyUnauthorized(IDLE['WWW-Authenticate']);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});
