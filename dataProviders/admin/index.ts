import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { ApiError, apiErrorMessage, currentToken, SESSION_EXPIRED_MESSAGE, withQuery } from '../http';
import { USER_CALLS } from '../../contract/admin/calls';
import { callEndpoint } from '../endpoint-client';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { snapshotHeader, snapshots } from '../list-snapshots';
import { reportRefusal } from '../session-activity';

/** fetchUtils.fetchJson with the session's token and the §8 error rules (401 ends the session; 412 stays recognisable). */
export async function adminHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A page of a list read by range goes under the list's snapshot key (list-snapshots.ts), as through http().
  const read = (options.method ?? 'GET') === 'GET' ? snapshots.request(url) : undefined;
  try {
    const answer = await fetchUtils.fetchJson(read?.url ?? url, { ...options, headers });
    if (read) snapshots.answered(read, snapshotHeader(answer.headers));
    return answer;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (read && error.status === 400) snapshots.refused(read);
    const body: unknown = error.body;
    if (error.status === 401) {
      await reportRefusal(); // fetchUtils keeps no headers: ask once more through http() to learn whether idle
      throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, error.message, body);
    }
    throw new ApiError(apiErrorMessage(error.status, error.message, body), error.status, error.message, body);
  }
}

/** Custom admin actions, called through useDataProvider like any provider method (DESIGN.md §3). */
export interface AdminActions {
  /**
   * Lifts a user's sign-in lock (after 10 failed codes only an admin can): contract/admin/calls.ts USER_CALLS.unlockOtp.
   * `resource` is the users' resource, through which the combined provider reaches this one.
   */
  unlockOtp(resource: string, params: { id: string | number; idempotencyKey?: string }): Promise<{ data: unknown }>;
}

/**
 * The console admin API speaks simple-rest, so ra-data-simple-rest is used unchanged over adminHttpClient; a list
 * that answers a cursor (the audit trail) is read after the previous page's last row (keyset-cursors.ts).
 */
export function adminDataProvider(baseUrl: string): DataProvider & AdminActions {
  const cursors = cursorMemory();
  const getList: DataProvider['getList'] = (resource, params) =>
    listWithCursor(cursors, resource, params, async (cursor) => {
      let headers: Headers | undefined;
      const client = async (url: string, options?: fetchUtils.Options) => {
        const answer = await adminHttpClient(withQuery(url, cursor), options);
        headers = answer.headers;
        return answer;
      };
      return { result: await simpleRestProvider(baseUrl, client).getList(resource, params), headers };
    });
  return {
    ...simpleRestProvider(baseUrl, adminHttpClient),
    getList,
    supportAbortSignal: true,
    async unlockOtp(_resource, { id, idempotencyKey }) {
      const { json } = await callEndpoint(USER_CALLS.unlockOtp, { values: { id }, idempotencyKey }, () => baseUrl);
      return { data: json };
    },
  };
}
