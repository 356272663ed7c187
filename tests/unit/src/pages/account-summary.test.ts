import { describe, expect, it } from 'vitest';
import { accountActionSummary } from '../../../../src/pages/consumer-360/actions/account-summary';
import type { ConsumerSummary } from '../../../../src/pages/consumer-360/useConsumer';
import { keyTranslate } from '../../helpers/key-translate';

describe('a consumer 360 account action restates whom it acts on (issue 41 item 1)', () => {
  it('the consumer id, verified name and masked mobile, the status before → after, and the effect', () => {
    const consumer = { consumerId: 42, verifiedName: 'Asha Rao', mobileNumber: '9876543210' } as ConsumerSummary;
    const s = accountActionSummary(
      consumer,
      'Block account 42',
      { label: 'Account status', before: 'ACTIVE', after: 'BLOCKED' },
      'Account status ACTIVE → BLOCKED.',
      keyTranslate,
    );
    expect(s.subject).toBe('Block account 42');
    expect(Object.fromEntries(s.facts)).toEqual({
      'consumer360.field.consumerId': '42',
      'consumer360.field.verifiedName': 'Asha Rao',
      'consumer360.field.mobileNumber': expect.stringMatching(/^[^0-9]*3210$/),
    });
    expect(JSON.stringify(s.facts)).not.toContain('98765');
    expect(s.changes).toEqual([{ label: 'Account status', before: 'ACTIVE', after: 'BLOCKED' }]);
    expect(s.next).toBe('Account status ACTIVE → BLOCKED.');
  });
});
