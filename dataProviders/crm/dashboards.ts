/**
 * The Dashboards group's aggregate reads (contract/dashboards/calls.ts), unwrapped from the CRM envelope. Every figure
 * is the server's; the console only shows it.
 */
import {
  DASHBOARD_CALLS as CALLS,
  type IvrDashboardWire,
  type QuickSummaryWire,
  type TpDashboardWire,
} from '../../contract/dashboards/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export const getQuickSummary = async (signal?: AbortSignal) =>
  requireSuccess(await callEndpoint(CALLS.quickSummary, { signal })).data as QuickSummaryWire;

export const getTpDashboard = async (days: number, signal?: AbortSignal) =>
  requireSuccess(await callEndpoint(CALLS.tp, { query: { days }, signal })).data as TpDashboardWire;

export const getIvrDashboard = async (date: string, signal?: AbortSignal) =>
  requireSuccess(await callEndpoint(CALLS.ivr, { query: { date }, signal })).data as IvrDashboardWire;
