import { SSO_CALLS } from '../contract/session/sign-in-calls';
import { SSO_ERROR_KEY, SSO_ERRORS, SSO_RETURN_PARAM, SSO_TICKET_KEY, type SsoError } from '../contract/sso';
import { endpointUrl } from '../dataProviders/endpoint-client';
import { crmCall } from './crm-envelope';
import { AuthStepError } from './errors';
import type { OtpVerified } from './otp';

/** Spec §8's fallback when the server says nothing useful. */
const SSO_FAILED = 'Something went wrong! Please try again.';

/** Where the browser goes to sign in with the provider, to come back to `returnTo` (this page by default). */
export function ssoStartUrl(returnTo = `${window.location.pathname}${window.location.search}`): string {
  return endpointUrl(SSO_CALLS.start, { query: { [SSO_RETURN_PARAM]: returnTo } });
}

/** What the provider's round trip left in the address: a ticket to redeem, or why it ended without one. */
export type SsoReturn = { kind: 'ticket'; ticket: string } | { kind: 'error'; error: SsoError } | null;

/**
 * Pure: the single sign-on outcome in an address's fragment (`#sso_ticket=…` or `#sso_error=…`); null for any other
 * fragment. An unknown reason reads as 'failed'.
 */
export function ssoReturnOf(hash: string): SsoReturn {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = fragment.get(SSO_TICKET_KEY);
  if (ticket) return { kind: 'ticket', ticket };
  const error = fragment.get(SSO_ERROR_KEY);
  if (error === null) return null;
  return { kind: 'error', error: (SSO_ERRORS as readonly string[]).includes(error) ? (error as SsoError) : 'failed' };
}

/** Takes the outcome out of the address bar (so a reload or a shared link never carries the ticket), and gives it. */
export function takeSsoReturn(): SsoReturn {
  const outcome = ssoReturnOf(window.location.hash);
  if (outcome)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return outcome;
}

/** The ticket for a session, as a one-time code's verify gives one. */
export async function redeemSsoTicket(ticket: string): Promise<OtpVerified> {
  const data = await crmCall<Partial<OtpVerified>>({
    step: 'sso',
    endpoint: SSO_CALLS.redeem,
    body: { ticket },
    fallback: SSO_FAILED,
  });
  if (!data.token) throw new AuthStepError('sso', SSO_FAILED);
  return { token: data.token, userId: Number(data.userId) };
}
