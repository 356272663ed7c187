/**
 * The two screens the entry can show, each a chunk of its own: the admin shell (with MUI and react-admin) and the
 * sign-in screen (with MUI, without react-admin). The entry starts fetching the one it needs before React is even
 * evaluated (src/main.tsx); the sign-in screen prefetches the shell while the code is typed.
 */
export const loadAdminApp = () => import('../App');
export const loadSignInApp = () => import('../signin/SignInApp');
/** The route table and what starts the opened view's chunk: without react-admin, so it runs before the shell. */
export const loadRouteStart = () => import('../layout/route-start');
