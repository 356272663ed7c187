import { describe, expect, it } from 'vitest';
import { cpvAgentBody } from '../../../contract/cpv/rules';
import { isPincode, PINCODE_PATTERN } from '../../../contract/patterns';
import { warehouseFields } from '../../../contract/warehouses/rules';

/** Spec §5.5: 'Pincode 6 digits' — one pattern for the delivery, CPV and warehouse forms and the server. */
describe('the pincode pattern', () => {
  it('takes six digits and nothing else', () => {
    for (const ok of ['560001', '110092', '999999']) expect(isPincode(ok), ok).toBe(true);
    for (const bad of ['56000', '5600011', '56000a', ' 560001', '560 001', '', '012345'])
      expect(isPincode(bad), bad).toBe(false);
  });

  it('is the one the CPV agent and warehouse forms check', () => {
    const wh = warehouseFields.shape.pincode;
    expect(wh.safeParse('560001').success).toBe(true);
    expect(wh.safeParse('56001').success).toBe(false);
    const pins = cpvAgentBody.shape.pincodes;
    expect(pins.safeParse(['560001']).success).toBe(true);
    expect(pins.safeParse(['5600']).success).toBe(false);
    expect(PINCODE_PATTERN.source).toBe('^[1-9]\\d{5}$');
  });
});
