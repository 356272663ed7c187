// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MerchantChangeCard } from '../../../src/pages/merchant-changes/MerchantChangeCard';
import type { ApprovalRequestRecord } from '../../../src/pages/approvals/request-diff';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

/** A bank change in the approvals inbox: account numbers masked, revealed only by who may call the reveal. */
const REQUEST: ApprovalRequestRecord = {
  id: 41,
  kind: 'BANK_CHANGE',
  productType: null,
  status: 'PENDING',
  targetId: 3,
  proposed: { merchantId: '1000021', purpose: 'SETTLEMENT', accountNumber: 'XXXXXXXX1122', ifsc: 'HDFC0000001' },
  previous: { merchantId: '1000021', purpose: 'SETTLEMENT', accountNumber: 'XXXXXXXX4455', ifsc: 'HDFC0000001' },
  current: null,
  changedSinceRequest: false,
  makerEmail: 'maker@console.example',
  makerRemarks: 'Moved bank',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: Date.UTC(2026, 10, 1),
  canDecide: true,
  raisedByViewer: false,
};

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, message: 'Success', data: { value: '778899001122' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const numbers = () => screen.getByRole('row', { name: /Account number/ });

describe('bank change card in the approvals inbox', () => {
  it('a checker reveals the new account number with a reason (the audited reveal call)', async () => {
    signInWith(['CAN_APPROVE_BANK_CHANGE', 'CAN_REVEAL_MERCHANT_PII']);
    renderInAdmin(<MerchantChangeCard request={REQUEST} onDecide={() => undefined} />);
    const reveal = await within(numbers()).findAllByRole(
      'button',
      { name: 'Reveal Account number' },
      { timeout: 10_000 },
    );
    expect(reveal).toHaveLength(2);
    fireEvent.click(reveal[1]!);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Compare with the cheque' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(numbers().textContent).toContain('778899001122'), { timeout: 10_000 });
    expect(bodies).toEqual([{ requestId: 41, side: 'proposed', reason: 'Compare with the cheque' }]);
  });

  it('without the reveal permission there is no Reveal, even for a checker of the change: only the masked numbers', async () => {
    signInWith(['CAN_APPROVE_BANK_CHANGE']);
    renderInAdmin(<MerchantChangeCard request={REQUEST} onDecide={() => undefined} />);
    await waitFor(() => expect(numbers().textContent).toContain('XXXXXXXX1122'));
    expect(within(numbers()).queryByRole('button', { name: /Reveal/ })).toBeNull();
    expect(numbers().textContent).toContain('XXXXXXXX4455');
  });
});
