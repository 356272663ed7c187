import { describe, expect, it } from 'vitest';
import {
  CALLS_A_MESSAGES,
  minutesUntilNextSend,
  repaymentLinkBody,
  repaymentLinkState,
  verifiedNameBody,
  withinDue,
} from '../../../contract/consumer/calls-a-rules';
import {
  deathCertificateSummary,
  fileSize,
  repaymentLinkSummary,
  verifiedNameSummary,
} from '../../../src/pages/consumer-360/calls-a/calls-a-summary';
import { verifiedNameComplete } from '../../../src/pages/consumer-360/calls-a/VerifiedNameAction';
import type { ConsumerSummary } from '../../../src/pages/consumer-360/useConsumer';

/** Issue 46 item 6: the rules of the repayment links and the verified name, and what each confirmation restates. */
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);
const c = {
  consumerId: 1001,
  verifiedName: 'Asha Verma',
  mobileNumber: '9876543210',
  email: 'asha.verma@example.in',
  postPaidAccount: { totalDueAmount: 18_500.5 },
} as unknown as ConsumerSummary;

describe('repayment link rules', () => {
  it('a link is PAID once paid, else EXPIRED from its expiry, else SENT', () => {
    expect(repaymentLinkState({ paidAt: 5, expiresAt: 10 }, 20)).toBe('PAID');
    expect(repaymentLinkState({ paidAt: null, expiresAt: 10 }, 10)).toBe('EXPIRED');
    expect(repaymentLinkState({ paidAt: null, expiresAt: 10 }, 9)).toBe('SENT');
  });
  it('the amount is more than 0 and at most what is due, compared in paise', () => {
    expect(withinDue(18_500.5, 18_500.5)).toBe(true);
    expect(withinDue(18_500.51, 18_500.5)).toBe(false);
    expect(withinDue(0, 100)).toBe(false);
    expect(withinDue(0.1 + 0.2, 0.3)).toBe(true);
  });
  it('the minutes until the next send round up, at least 1', () => {
    expect(minutesUntilNextSend(0, 0)).toBe(10);
    expect(minutesUntilNextSend(0, 9.5 * 60_000)).toBe(1);
    expect(minutesUntilNextSend(0, 30 * 60_000)).toBe(1);
    expect(CALLS_A_MESSAGES.cooldown(1)).toMatch(/in 1 minute\.$/);
  });
  it('the body takes SMS or EMAIL and at most 2 decimals', () => {
    expect(repaymentLinkBody.safeParse({ consumerId: 1, amount: 10.25, channel: 'SMS' }).success).toBe(true);
    expect(repaymentLinkBody.safeParse({ consumerId: 1, amount: 10.255, channel: 'SMS' }).success).toBe(false);
    expect(repaymentLinkBody.safeParse({ consumerId: 1, amount: 10, channel: 'WHATSAPP' }).success).toBe(false);
  });
});

describe('verified name', () => {
  it('the server takes letters, spaces, dots, hyphens and apostrophes, a listed reason and remarks', () => {
    const ok = { consumerId: 1, verifiedName: "Asha D'Souza-Verma", reason: 'Name as on PAN', remarks: 'PAN' };
    expect(verifiedNameBody.safeParse(ok).success).toBe(true);
    expect(verifiedNameBody.safeParse({ ...ok, verifiedName: 'Asha 2' }).success).toBe(false);
    expect(verifiedNameBody.safeParse({ ...ok, reason: 'Because' }).success).toBe(false);
    expect(verifiedNameBody.safeParse({ ...ok, remarks: ' ' }).success).toBe(false);
  });
  it('the form is complete only with a different valid name, a reason and remarks', () => {
    const v = { name: 'Asha R Verma', reason: 'Name as on PAN', remarks: 'PAN copy' };
    expect(verifiedNameComplete('Asha Verma', v)).toBe(true);
    expect(verifiedNameComplete('Asha Verma', { ...v, name: 'Asha Verma' })).toBe(false);
    expect(verifiedNameComplete('Asha Verma', { ...v, reason: '' })).toBe(false);
    expect(verifiedNameComplete('Asha Verma', { ...v, remarks: 'x'.repeat(301) })).toBe(false);
  });
  it('restates whom and the name before → after, and that a checker decides', () => {
    const s = verifiedNameSummary(c, ' Asha R Verma ', t);
    expect(s.facts[0]).toEqual(['consumer360.field.consumerId', '1001']);
    expect(s.facts[2]).toEqual(['consumer360.field.mobileNumber', 'XXXXXX3210']);
    expect(s.changes).toEqual([
      { label: 'consumer360.callsA.verified_name.field', before: 'Asha Verma', after: 'Asha R Verma' },
    ]);
    expect(s.next).toContain('"to":"Asha R Verma"');
  });
});

describe('link and upload confirmations', () => {
  it('a link restates the total due, the amount in ₹ and where it goes', () => {
    const s = repaymentLinkSummary(
      c,
      { amount: 1500, channel: 'SMS', channelText: 'SMS to XXXXXX3210', hours: 48, minutes: 10 },
      t,
    );
    expect(s.facts.slice(3)).toEqual([
      ['consumer360.callsA.links.total_due', '₹18,500.50'],
      ['consumer360.callsA.links.amount_col', '₹1,500.00'],
      ['consumer360.callsA.links.channel_col', 'SMS to XXXXXX3210'],
    ]);
    expect(s.changes).toBeUndefined();
    expect(s.next).toContain('"hours":48');
  });
  it('an upload restates the file (name, type, size) and what it replaces', () => {
    const s = deathCertificateSummary(
      c,
      { name: 'cert.pdf', mediaType: 'application/pdf', size: 2_400_000 },
      'old.pdf',
      t,
    );
    expect(s.facts.slice(3)).toEqual([
      ['consumer360.callsA.death.file_name', 'cert.pdf'],
      ['consumer360.callsA.death.media_type', 'application/pdf'],
      ['consumer360.callsA.death.size', '2.3 MB'],
    ]);
    expect(s.note).toContain('old.pdf');
    expect(deathCertificateSummary(c, null, null, t).note).toBeUndefined();
    expect(fileSize(300)).toBe('1 KB');
  });
});
