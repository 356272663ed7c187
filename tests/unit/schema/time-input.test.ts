import { describe, expect, it } from 'vitest';
import { fdPlanSchema } from '../../../contract/entities/fd-plans';
import { createDefaults } from '../../../src/schema/form-defaults';
import { fromInputText, toInputText } from '../../../src/schema/time-input';

const local = new Date(2030, 0, 5, 10, 30); // 05/01/2030 10:30 local time

describe('date inputs ⇄ wire values', () => {
  it('shows epoch seconds, epoch millis and ISO as local input text', () => {
    expect(toInputText(local.getTime() / 1000, 'epochSeconds')).toBe('2030-01-05T10:30');
    expect(toInputText(local.getTime(), 'epochMillis')).toBe('2030-01-05T10:30');
    expect(toInputText(local.toISOString(), 'iso')).toBe('2030-01-05T10:30');
    expect(toInputText(local.getTime() / 1000, 'epochSeconds', 'date')).toBe('2030-01-05');
    expect(toInputText(null, 'epochSeconds')).toBe('');
    expect(toInputText('not a date', 'iso')).toBe('');
  });

  it('is idempotent (react-admin formats the formatted value again)', () => {
    expect(toInputText('2030-01-05T10:30', 'epochSeconds')).toBe('2030-01-05T10:30');
    expect(toInputText('2030-01-05', 'epochSeconds', 'date')).toBe('2030-01-05');
  });

  it('parses input text back to the wire format', () => {
    expect(fromInputText('2030-01-05T10:30', 'epochSeconds')).toBe(local.getTime() / 1000);
    expect(fromInputText('2030-01-05T10:30', 'epochMillis')).toBe(local.getTime());
    expect(fromInputText('2030-01-05T10:30', 'iso')).toBe(local.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(fromInputText('2030-01-05', 'iso', 'date')).toBe('2030-01-05');
    expect(fromInputText('', 'epochSeconds')).toBeNull();
  });
});

describe('create defaults', () => {
  it('fills nested object defaults (FD configs: position 100, rates 0, empty lists)', () => {
    const defaults = createDefaults(fdPlanSchema.fields);
    expect(defaults.active).toBe(true);
    expect(defaults.interest_rate).toBe(0);
    expect(defaults.configs).toMatchObject({
      position: 100,
      women_interest_rate: 0,
      senior_women_interest_rate: 0,
      special_rates: [],
      plan_features_before_kyc: [],
    });
    expect(defaults).not.toHaveProperty('updated_at');
  });
});
