/**
 * The signed-in session in the browser's sessionStorage, under the keys of spec §3.1. Here rather than in
 * authProvider/ because both sides of the console read them: authProvider/session.ts writes and checks the session,
 * and dataProviders/http.ts sends its token with every call (so the data providers never import the auth provider).
 */
export const SESSION_KEYS = {
  token: 'token',
  consumerId: 'consumerId',
  userInfo: 'userInfo',
  roles: 'roles',
  permissions: 'permissions',
  allowedPages: 'allowedPages',
  selectedTab: 'selectedTab',
  businessCategories: 'businessCategories',
} as const;
