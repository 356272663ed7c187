/**
 * Signing in, the session's own calls and the live queues on the CRM API: the area's table (contract/endpoints.ts).
 * Each part has its own file so the sign-in screen loads only its calls (sign-in-calls.ts), not the live queues'
 * bindings (live-calls.ts). tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import type { Endpoint } from '../endpoint';
import { byPart } from '../endpoint-parts';
import { LIVE_CALLS } from './live-calls';
import { OTP_CALLS, SESSION_CALLS, SSO_CALLS, STAFF_SESSION_CALLS } from './sign-in-calls';

export { LIVE_CALLS } from './live-calls';
export { OTP_CALLS, SESSION_CALLS, SSO_CALLS, STAFF_SESSION_CALLS } from './sign-in-calls';

export const SESSION_ENDPOINTS: Readonly<Record<string, Endpoint>> = byPart({
  otp: OTP_CALLS,
  sso: SSO_CALLS,
  staff: STAFF_SESSION_CALLS,
  session: SESSION_CALLS,
  live: LIVE_CALLS,
});
