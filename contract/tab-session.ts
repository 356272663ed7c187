/**
 * One session across the tabs of a browser (issue 41 item 5). The console keeps its session in sessionStorage (spec
 * §3.1), which a new tab, a bookmark or a Ctrl+click starts without. So at sign-in the CRM API also sets the tab
 * cookie: HttpOnly, SameSite=Strict, scoped to the CRM API's path, holding a credential bound to the same server-side
 * session row (never the bearer token). A tab that opens with no token asks TAB_SESSION_PATH once; while that session
 * lives (not signed out, not past its 8 hours, not idle past the limit, its staff member not disabled) the answer is
 * what a sign-in stores, with a token of the same session, so logout in any tab ends them all.
 */
export const TAB_SESSION_PATH = '/session/tab';

/** The cookie's name (its path is the CRM API's base path, /api/crm). */
export const TAB_COOKIE_NAME = 'console_tab';
