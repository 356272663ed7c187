import { describe, expect, it } from 'vitest';
import { createSchemaOf, updateSchemaOf } from '../../../contract/schema-zod';
import { fdPlanSchema } from '../../../contract/entities/fd-plans';
import { rateChangeSummary, rateChanges } from '../../../resources/fd-plans/rate-change';

const translate = (key: string, args?: Record<string, unknown>) =>
  args ? `${key} ${JSON.stringify(args)}` : key.replace('resources.fd_plans.fields.', '');
const RANGE = 'Rate must be more than 0% and at most 15%.';

const plan = (over: Record<string, unknown> = {}) => ({
  plan_id: 'P1',
  issuer_name: 'Acme Finance',
  issuer_code: 'ACME',
  tenure_in_days: 365,
  interest_rate: 7.5,
  payout_frequency: 'MONTHLY',
  issuer_logo: 'https://img.example/a.png',
  ...over,
});
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the console mirrors the server: 0 < rate ≤ 15, at most 2 decimals (issue 41 item 2)', () => {
  const create = createSchemaOf(fdPlanSchema);
  it('refuses 45, −3, 999 and 0 as the plan rate with the server’s message', () => {
    for (const interest_rate of [45, -3, 999, 0])
      expect(errorsOf(create.safeParse(plan({ interest_rate }))), String(interest_rate)).toEqual({
        interest_rate: RANGE,
      });
    expect(create.safeParse(plan({ interest_rate: 15 })).success).toBe(true);
    expect(errorsOf(create.safeParse(plan({ interest_rate: 7.125 }))).interest_rate).toMatch(/2 decimal places/);
  });
  it('the rates in configs may stay 0 (none) but not go out of range; an update is checked the same way', () => {
    expect(create.safeParse(plan({ configs: { women_interest_rate: 0 } })).success).toBe(true);
    expect(errorsOf(create.safeParse(plan({ configs: { senior_women_interest_rate: 16 } })))).toEqual({
      'configs.senior_women_interest_rate': RANGE,
    });
    expect(errorsOf(updateSchemaOf(fdPlanSchema).safeParse({ version: 1, interest_rate: 45 }))).toEqual({
      interest_rate: RANGE,
    });
  });
});

describe('an FD rate change is restated old → new before it is saved', () => {
  const before = plan({
    configs: { women_interest_rate: 7.6, special_rates: [{ label: 'Senior special', interest_rate: 9.75 }] },
  });
  it('lists each rate that changes, and nothing when no rate changes', () => {
    const after = plan({
      interest_rate: 8.25,
      issuer_name: 'Renamed',
      configs: { women_interest_rate: 7.6, special_rates: [{ label: 'Senior special', interest_rate: 10 }] },
    });
    expect(rateChanges(before, after, translate)).toEqual([
      { label: 'interest_rate', before: '7.5%', after: '8.25%' },
      { label: 'special_rates: Senior special', before: '9.75%', after: '10%' },
    ]);
    expect(rateChangeSummary(before, { ...before, issuer_name: 'Renamed' }, translate)).toBeNull();
    expect(rateChangeSummary(undefined, after, translate)).toBeNull(); // a create has no old rate
  });
  it('names the plan and what saving does', () => {
    const summary = rateChangeSummary(before, { ...before, interest_rate: 9 }, translate);
    expect(summary).toMatchObject({
      subject: 'resources.fd_plans.rate_change.subject {"plan":"P1","issuer":"Acme Finance"}',
      changes: [{ label: 'interest_rate', before: '7.5%', after: '9%' }],
      next: 'resources.fd_plans.rate_change.next',
    });
  });
});
