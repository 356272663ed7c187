import type { Endpoint } from '../contract/endpoint';
import { callEndpoint, type EndpointCall } from '../dataProviders/endpoint-client';
import { AuthStepError, failureMessage, statusOf, type AuthStep } from './errors';

/** The CRM API's envelope (spec §3.25). */
export interface CrmEnvelope<T> {
  success?: boolean;
  message?: string;
  data: T;
}

export interface CrmCall extends Pick<EndpointCall, 'values' | 'body'> {
  step: AuthStep;
  /** The declared endpoint (contract/session/sign-in-calls.ts): a public one is called without the token. */
  endpoint: Endpoint;
  /** The message when the server gives none (spec §8). */
  fallback: string;
}

/** One call to the CRM API for the sign-in: unwraps `data`, or fails with an AuthStepError naming the step. */
export async function crmCall<T>({ step, endpoint, values, body, fallback }: CrmCall): Promise<T> {
  let json: CrmEnvelope<T> | null;
  try {
    ({ json } = await callEndpoint<CrmEnvelope<T> | null>(endpoint, { values, body }));
  } catch (error) {
    throw new AuthStepError(step, failureMessage(error, fallback), statusOf(error));
  }
  if (!json || json.success === false || json.data === undefined || json.data === null) {
    throw new AuthStepError(step, json?.message || fallback);
  }
  return json.data;
}
