import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { sessionToken } from '../../authProvider/session';

/** The console admin API speaks simple-rest, so ra-data-simple-rest is used unchanged; only the token is added. */
export function adminDataProvider(baseUrl: string): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = sessionToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(baseUrl, httpClient);
}
