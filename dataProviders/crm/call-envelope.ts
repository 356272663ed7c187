/**
 * A declared CRM call answered on its envelope (`success` true → `data`, with the server's `message`): one helper for the area
 * providers (speaker.ts, bank-downtime.ts and jobs.ts still carry their own copy of these two lines).
 */
import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

type Call = Parameters<typeof callEndpoint>[1];

export const envelope = async <T>(endpoint: Endpoint, call: Call) =>
  requireSuccess(await callEndpoint(endpoint, call)) as { message: string; data: T };

export const dataOf = async <T>(endpoint: Endpoint, call: Call) => (await envelope<T>(endpoint, call)).data;
