/** Pure: a URL's query, shared by http.ts and the endpoint addresses (endpoint-url.ts), which must not load http.ts. */
function queryValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `?a=1&b=x&b=y`: empty values are left out, arrays repeat the key, objects are sent as JSON. */
export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, queryValue(v)));
    else params.append(key, queryValue(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
