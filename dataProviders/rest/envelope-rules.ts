import { ApiError, apiErrorMessage, type HttpResponse } from '../http';

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refused answer as an ApiError: the server message (or its nested debug message), else the status text (§8). */
export function envelopeError(response: Pick<HttpResponse<unknown>, 'status' | 'json'>, statusText = ''): ApiError {
  return new ApiError(
    apiErrorMessage(response.status, statusText, response.json),
    response.status,
    statusText,
    response.json,
  );
}

/** The body as an object, or an 'Unexpected response format' error (spec §8 wrapper message). */
export function bodyOf(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): Json {
  if (isObject(response.json)) return response.json;
  throw new ApiError('Unexpected response format', response.status, '', response.json);
}

/** The common rule: `success` true, else the server message. */
export function requireSuccess(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): Json {
  const body = bodyOf(response);
  if (body.success !== true) throw envelopeError(response);
  return body;
}
