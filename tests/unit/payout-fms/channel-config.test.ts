import { describe, expect, it } from 'vitest';
import { channelConfigRefusal } from '../../../contract/payout-fms/rules';

const NEFT = {
  channel: 'NEFT',
  provider: 'Yes Bank',
  minPerTxn: 1,
  maxPerTxn: 25_000,
  dailyLimit: 100_000,
  enabled: true,
};

describe('channelConfigRefusal (/payout/config as enforced at approval)', () => {
  it.each([
    ['the minimum', NEFT, 1, 0],
    ['the maximum, filling the day exactly', NEFT, 25_000, 75_000],
    ['any amount on a channel without a configuration', null, 10_000_000, 0],
  ] as const)('lets through %s', (_, config, amount, today) => {
    expect(channelConfigRefusal(config, amount, today)).toBeNull();
  });

  it('refuses a switched-off channel, an amount out of range and a day over the limit, naming them', () => {
    expect(channelConfigRefusal({ ...NEFT, enabled: false }, 100, 0)).toBe(
      'Refused by the payout channel NEFT (/payout/config): the channel is switched off.',
    );
    expect(channelConfigRefusal(NEFT, 0.99, 0)).toContain('from ₹1.00 to ₹25,000.00; this is ₹0.99.');
    expect(channelConfigRefusal(NEFT, 25_000.01, 0)).toContain('this is ₹25,000.01.');
    expect(channelConfigRefusal(NEFT, 25_000, 75_000.01)).toBe(
      'Refused by the payout channel NEFT (/payout/config): the amount per day is limited to ₹1,00,000.00; ₹75,000.01 went out today, this would make it ₹1,00,000.01.',
    );
  });
});
