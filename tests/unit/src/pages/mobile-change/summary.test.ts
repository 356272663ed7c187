import { describe, expect, it } from 'vitest';
import {
  decisionSummary,
  proofLine,
  raiseSummary,
  type MobileChangeRow,
} from '../../../../../src/pages/mobile-change/mobile-change-summary';
import { newMobileError } from '../../../../../src/pages/mobile-change/RaiseMobileChange';
import { keyTranslate } from '../../../helpers/key-translate';

const PROOF = { fileName: 'sim-letter.png', size: 2048, mediaType: 'image/png' };
const ROW: MobileChangeRow = {
  id: 41,
  merchantId: '1000181',
  status: 'PENDING',
  proposed: { merchantName: 'Asha Stores', mobile: 'XXXXXX0181', reason: 'Lost SIM', ...PROOF },
  previous: { mobile: 'XXXXXX0182' },
  makerEmail: 'maker@console.example',
  makerRemarks: 'Visited the branch',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: Date.UTC(2026, 10, 28, 6, 0),
  decidedAt: null,
  canDecide: true,
  raisedByViewer: false,
};

describe('mobile change summaries', () => {
  it('restates the proof by name, size and type', () => {
    expect(proofLine(PROOF, keyTranslate)).toBe(
      'mobileChange.proof_chosen {"name":"sim-letter.png","size":"mobileChange.proof_size {\\"kb\\":\\"2.0\\"}","type":"image/png"}',
    );
  });

  it('the raise names the merchant, its masked mobile → the new number, the reason and the proof', () => {
    const s = raiseSummary(
      {
        merchant: { merchantId: '1000181', name: 'Asha Stores', mobile: 'XXXXXX0182' },
        newMobile: '7012345678',
        reason: 'Lost SIM',
        proof: PROOF,
      },
      keyTranslate,
    );
    expect(s.subject).toBe('mobileChange.subject {"name":"Asha Stores","id":"1000181"}');
    expect(s.changes).toEqual([{ label: 'mobileChange.current_mobile', before: 'XXXXXX0182', after: '7012345678' }]);
    expect(s.facts.map(([label]) => label)).toEqual(['mobileChange.reason', 'mobileChange.proof']);
    expect(s.next).toBe('mobileChange.next_raise');
  });

  it('the decision restates whose mobile, who asked and why, old → new masked, and what approving does', () => {
    const approve = decisionSummary(ROW, true, keyTranslate);
    expect(approve.subject).toBe('pages.approvals.kinds.MOBILE_CHANGE #41');
    expect(approve.facts[0]).toEqual(['mobileChange.merchant', 'Asha Stores (1000181)']);
    expect(approve.facts).toContainEqual(['mobileChange.reason', 'Lost SIM']);
    expect(approve.facts).toContainEqual(['mobileChange.maker_remarks', 'Visited the branch']);
    expect(approve.changes).toEqual([
      { label: 'mobileChange.current_mobile', before: 'XXXXXX0182', after: 'XXXXXX0181' },
    ]);
    expect(approve.next).toBe('pages.approvals.decision.next_mobile');
    expect(decisionSummary(ROW, false, keyTranslate).next).toBe('pages.approvals.decision.next_reject');
  });

  it('accepts only 10 digits starting 6-9 as the new number', () => {
    expect(newMobileError('7012345678')).toBeNull();
    for (const bad of ['5012345678', '701234567', '70123456789', ''])
      expect(newMobileError(bad)).toBe('Mobile number: 10 digits starting with 6, 7, 8 or 9.');
  });
});
