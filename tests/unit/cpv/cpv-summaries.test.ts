import { describe, expect, it } from 'vitest';
import {
  agentsServing,
  assignSummary,
  cancelSummary,
  deactivateSummary,
  defaultReportRange,
  outcomeSummary,
  parsePincodes,
} from '../../../src/pages/cpv/cpv-summaries';
import { cpvWeekOf } from '../../../contract/cpv/calls';
import type { CpvAgent, CpvVisit } from '../../../dataProviders/crm/cpv';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const agent = (over: Partial<CpvAgent>): CpvAgent => ({
  id: 1,
  name: 'Ravi',
  email: 'r@x',
  mobile: 'XXXXXX0001',
  city: 'Pune',
  pincodes: ['411041'],
  active: true,
  open: 0,
  version: 0,
  ...over,
});
const visit: CpvVisit = {
  id: 9,
  merchantId: '1000041',
  merchantName: 'Pune Traders',
  city: 'Pune',
  pincode: '411041',
  address: null,
  status: 'ASSIGNED',
  agentId: 1,
  agentName: 'Ravi',
  scheduledFor: '2026-11-30',
  outcome: null,
  remark: null,
  requestedAt: 0,
  assignedAt: 0,
  closedAt: null,
  version: 2,
};

describe('CPV page helpers', () => {
  it('parses pincodes typed with commas, spaces or lines, each once', () => {
    expect(parsePincodes(' 411041, 411049\n411041 ;411050 ')).toEqual(['411041', '411049', '411050']);
    expect(parsePincodes('  ')).toEqual([]);
  });

  it('offers a visit to the active agents serving its pincode, least loaded first', () => {
    const agents = [
      agent({ id: 1, name: 'Busy', open: 3 }),
      agent({ id: 2, name: 'Idle', open: 0 }),
      agent({ id: 3, name: 'Off', active: false }),
      agent({ id: 4, name: 'Far', pincodes: ['452001'] }),
    ];
    expect(agentsServing(agents, '411041').map((a) => a.name)).toEqual(['Idle', 'Busy']);
  });

  it('restates what each confirmation moves', () => {
    const assign = assignSummary(t, visit, agent({ name: 'Sunita' }), '2026-12-01');
    expect(assign.subject).toBe('cpv.assign.visit {"id":9}');
    expect(assign.facts).toContainEqual(['cpv.f.merchant', 'Pune Traders (1000041)']);
    expect(assign.changes).toEqual([
      { label: 'cpv.f.status', before: 'cpv.state.ASSIGNED', after: 'cpv.state.ASSIGNED' },
      { label: 'cpv.f.agent', before: 'Ravi', after: 'Sunita' },
      { label: 'cpv.f.scheduled_for', before: '2026-11-30', after: '2026-12-01' },
    ]);
    expect(outcomeSummary(t, visit, 'NOT_FOUND').changes).toContainEqual({
      label: 'cpv.f.outcome',
      before: 'cpv.na',
      after: 'cpv.outcomes.NOT_FOUND',
    });
    expect(cancelSummary(t, visit).changes).toEqual([
      { label: 'cpv.f.status', before: 'cpv.state.ASSIGNED', after: 'cpv.state.CANCELLED' },
    ]);
    expect(deactivateSummary(t, agent({ open: 0, pincodes: ['411041', '411049'] })).facts).toContainEqual([
      'cpv.f.pincodes',
      '411041, 411049',
    ]);
  });

  it('defaults the report to the 30 IST days up to today; weeks start on Monday', () => {
    const now = Date.UTC(2026, 10, 29, 20, 0); // 01:30 IST on 30 November
    expect(defaultReportRange(now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(cpvWeekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(cpvWeekOf('2026-11-30')).toBe('2026-11-30'); // a Monday
  });
});
