import { http } from '../dataProviders/http';
import { backendUrl } from '../dataProviders/runtime-config';
import { AuthStepError, failureMessage, statusOf, type AuthStep } from './errors';

/** The CRM API's envelope (spec §3.25). */
export interface CrmEnvelope<T> {
  success?: boolean;
  message?: string;
  data: T;
}

export interface CrmCall {
  step: AuthStep;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
  /** The message when the server gives none (spec §8). */
  fallback: string;
}

/** One call to the CRM API for the sign-in: unwraps `data`, or fails with an AuthStepError naming the step. */
export async function crmCall<T>({ step, path, method = 'GET', body, auth = true, fallback }: CrmCall): Promise<T> {
  let json: CrmEnvelope<T> | null;
  try {
    ({ json } = await http<CrmEnvelope<T> | null>(`${backendUrl('crm')}${path}`, { method, body, auth }));
  } catch (error) {
    throw new AuthStepError(step, failureMessage(error, fallback), statusOf(error));
  }
  if (!json || json.success === false || json.data === undefined || json.data === null) {
    throw new AuthStepError(step, json?.message || fallback);
  }
  return json.data;
}
