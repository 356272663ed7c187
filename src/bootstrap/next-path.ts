/** Where to go after sign-in: the page the user asked for (a same-site path), else `/`. */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?')) return '/';
  return raw;
}

/** `/crm/login?next=…` for a path inside the console (`/crm` stripped), remembering where the user was going. */
export function signInUrl(base: string, path: string): string {
  const next = safeNextPath(path);
  return `${base}login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`;
}
