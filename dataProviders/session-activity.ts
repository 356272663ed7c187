import { SESSION_CALLS } from '../contract/session/sign-in-calls';
import { callEndpoint } from './endpoint-client';
import { ApiError, notifyUnauthorized } from './http';

/**
 * "The user is at the console" (contract/session-idle.ts), sent on input at most once a minute: typing a long form
 * makes no other call. A failure changes nothing here (a 401 has locked or ended the session through http()).
 */
export async function reportActivity(): Promise<void> {
  await callEndpoint(SESSION_CALLS.activity).catch(() => undefined);
}

/**
 * After a 401 whose headers are out of reach (fetchUtils): the session activity once more through http(), whose 401
 * carries the idle challenge when that is why (locking), and ends the session otherwise.
 */
export async function reportRefusal(): Promise<void> {
  try {
    await callEndpoint(SESSION_CALLS.activity);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return; // http() has locked or ended the session
  }
  notifyUnauthorized(); // no answer, or the session is accepted yet the call was refused: as any 401
}
