import { describe, expect, it } from 'vitest';
import { cafLines } from '../../../contract/caf/calls';
import {
  blockedAt,
  fromRequestFields,
  NO_RULE,
  ruleProblem,
  toRequestFields,
} from '../../../contract/risk-manager/rules';
import { isStuck } from '../../../contract/bp-resume/calls';
import {
  draftOf,
  fromIstInput,
  riskChangeSummary,
  toIstInput,
  valuesOf,
} from '../../../src/pages/risk-manager/risk-form';
import { resumeSummary } from '../../../src/pages/bp-resume/resume-summary';
import { uploadActivityFilters } from '../../../src/pages/upload-activity/upload-activity';

const translate = (key: string, args?: Record<string, unknown>) =>
  args && Object.keys(args).filter((k) => k !== '_').length
    ? `${key}(${Object.entries(args)
        .filter(([k]) => k !== '_')
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(',')})`
    : key;
const NOW = Date.UTC(2026, 10, 29, 6, 0);

describe('risk rules', () => {
  it('refuses an hourly cap above the daily one, a block without a reason, an expiry in the past', () => {
    expect(ruleProblem({ ...NO_RULE, maxCountHour: 5, maxCountDay: 4 }, NOW)).toMatch(/hourly/);
    expect(ruleProblem({ ...NO_RULE, maxAmountHour: 500, maxAmountDay: 100 }, NOW)).toMatch(/hourly/);
    expect(ruleProblem({ ...NO_RULE, blocked: true }, NOW)).toBe('A block needs a reason.');
    expect(ruleProblem({ ...NO_RULE, blocked: true, blockReason: 'x', blockUntil: NOW - 1 }, NOW)).toMatch(/future/);
    expect(ruleProblem({ ...NO_RULE, maxCountHour: 4, maxCountDay: 4 }, NOW)).toBeNull();
  });

  it('a block is in force until its expiry; without one until lifted', () => {
    expect(blockedAt({ blocked: true, blockUntil: null }, NOW)).toBe(true);
    expect(blockedAt({ blocked: true, blockUntil: NOW + 1 }, NOW)).toBe(true);
    expect(blockedAt({ blocked: true, blockUntil: NOW }, NOW)).toBe(false);
    expect(blockedAt({ blocked: false, blockUntil: null }, NOW)).toBe(false);
  });

  it('a request keeps the values the checker reads and gives them back', () => {
    const v = { ...NO_RULE, maxCountHour: 10, blocked: true, blockReason: 'Mule', blockUntil: NOW + 3_600_000 };
    expect(toRequestFields(v)).toMatchObject({ blocked: 'Yes', blockUntil: '2026-11-29T07:00:00.000Z' });
    expect(fromRequestFields(toRequestFields(v))).toEqual(v);
  });

  it('reads the form as IST, blanks as no limit, and refuses text that is not a limit', () => {
    expect(toIstInput(NOW)).toBe('2026-11-29T11:30');
    expect(fromIstInput('2026-11-29T11:30')).toBe(NOW);
    const d = { ...draftOf('MERCHANT', '1000001'), maxCountHour: '10', maxAmountDay: '2500.50' };
    expect(valuesOf(d, NOW)).toEqual({ values: { ...NO_RULE, maxCountHour: 10, maxAmountDay: 2500.5 } });
    expect(valuesOf({ ...d, maxCountHour: '1.5' }, NOW)).toEqual({ problem: 'others.risk.bad_number' });
    expect(valuesOf({ ...d, subjectId: 'abc' }, NOW)).toEqual({ problem: 'others.risk.bad_subject' });
  });

  it('restates only what changes, each value before and after', () => {
    const before = { ...NO_RULE, maxCountHour: 50, maxAmountDay: 300000 };
    const after = { ...before, maxCountHour: 12, blocked: true, blockReason: 'Spike' };
    const s = riskChangeSummary({ subjectType: 'MERCHANT', subjectId: '1000001' }, before, after, translate);
    expect(s.changes).toEqual([
      { label: 'pages.approvals.risk_rule_fields.maxCountHour', before: '50', after: '12' },
      { label: 'pages.approvals.risk_rule_fields.blocked', before: 'others.risk.no', after: 'others.risk.yes' },
      { label: 'pages.approvals.risk_rule_fields.blockReason', before: 'others.risk.none', after: 'Spike' },
    ]);
    expect(s.next).toBe('others.risk.next');
  });
});

describe('bp journeys', () => {
  it('is stuck when not completed and its last step is older than the hours', () => {
    expect(isStuck({ state: 'FAILED', lastStepAt: NOW - 24 * 3_600_000 }, NOW)).toBe(true);
    expect(isStuck({ state: 'FAILED', lastStepAt: NOW - 3_600_000 }, NOW)).toBe(false);
    expect(isStuck({ state: 'FAILED', lastStepAt: NOW - 3_600_000 }, NOW, 1)).toBe(true);
    expect(isStuck({ state: 'COMPLETED', lastStepAt: 0 }, NOW)).toBe(false);
  });

  it('restates the failed step, why, and that it moves to in progress', () => {
    const s = resumeSummary(
      {
        id: 7,
        kind: 'MERCHANT_ONBOARDING',
        merchantId: '1000011',
        step: 'BANK_VERIFICATION',
        state: 'FAILED',
        failure: 'Penny drop failed',
        lastStepAt: NOW,
        version: 0,
        createdAt: NOW,
      },
      translate,
    );
    expect(s.facts[0]).toEqual(['others.bp.merchant', '1000011']);
    expect(s.facts[2]).toEqual(['others.bp.failure', 'Penny drop failed']);
    expect(s.changes).toEqual([
      { label: 'others.bp.state', before: 'others.bp.states.FAILED', after: 'others.bp.states.IN_PROGRESS' },
    ]);
  });
});

describe('CAF and upload activity', () => {
  it('the CAF names the merchant, masked personal data and its stores', () => {
    const lines = cafLines(
      {
        merchantId: '1000001',
        name: 'Fresh Mart',
        ownerName: 'Asha',
        mobile: 'XXXXXX3210',
        email: null,
        pan: 'XXXXXX234F',
        address: null,
        city: 'Pune',
        vpa: null,
        mcc: '5411',
        businessCategory: 'Grocery',
        status: 'ACTIVE',
        kycStatus: 'VERIFIED',
        settlementType: null,
        onboardedOn: '2026-01-02',
        stores: [{ storeId: '11', name: 'Main', city: 'Pune', pincode: '411001', status: 'ACTIVE' }],
      },
      '2026-11-29',
    );
    expect(lines[0]).toBe('Customer Application Form (CAF)');
    expect(lines).toContain('PAN: XXXXXX234F');
    expect(lines).toContain('Stores (1)');
    expect(lines.at(-1)).toContain('Main');
  });

  it('reads the monitor with the source fixed to uploads', () => {
    expect(uploadActivityFilters({ kind: 'ifsc', source: 'QUEUE' })).toEqual({ kind: 'ifsc', source: 'UPLOAD' });
  });
});
