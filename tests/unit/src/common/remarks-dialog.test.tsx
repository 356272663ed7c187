// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RemarksDialog } from '../../../../src/common/RemarksDialog';
import { keyTranslate } from '../../helpers/key-translate';
import { changeDecisionSummary } from '../../../../src/pages/merchant-changes/DecisionButtons';
import { opsDecisionSummary } from '../../../../src/pages/investments/PendingRequests';
import { transferDecisionSummary } from '../../../../src/pages/payout-ops/transfer-types';

const translate = keyTranslate;

describe('RemarksDialog (its code fetched when first wanted)', () => {
  it('renders nothing while closed, then the dialog once opened: remarks required, trimmed on confirm', async () => {
    const onConfirm = vi.fn();
    const props = { title: 'Approve', confirmLabel: 'Confirm', onCancel: () => {}, onConfirm };
    const { rerender } = render(<RemarksDialog open={false} {...props} />);
    expect(document.body.textContent).toBe('');
    rerender(<RemarksDialog open {...props} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Approve');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  checked the statement ' } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('checked the statement');
  });

  it('remarks longer than 300 are kept as typed and refused with a message, never cut (issue 41 item 2)', async () => {
    const onConfirm = vi.fn();
    render(<RemarksDialog open title="Approve" confirmLabel="Confirm" onCancel={() => {}} onConfirm={onConfirm} />);
    const remarks = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
    expect(remarks.getAttribute('maxlength')).toBeNull();
    fireEvent.change(remarks, { target: { value: 'x'.repeat(301) } });
    expect(remarks.value).toHaveLength(301);
    expect(screen.getByText('validation.too_long')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(remarks, { target: { value: 'x'.repeat(300) } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('x'.repeat(300));
  });

  it('the plain confirm variant (remarks={false}): the summary and no remarks field; confirm works at once', async () => {
    const onConfirm = vi.fn();
    const summary = {
      subject: 'Transaction limit #12 · NEFT',
      facts: [['Max amount', '₹1,50,000.00'] as const],
      changes: [{ label: 'Status', before: 'ACTIVE', after: 'INACTIVE' }],
      next: 'Deactivating takes this limit out of force at once.',
    };
    render(
      <RemarksDialog
        open
        remarks={false}
        title="Deactivate"
        confirmLabel="Deactivate"
        summary={summary}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText('Transaction limit #12 · NEFT')).toBeTruthy();
    expect(within(dialog).getByText(summary.next)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});

describe('every decision dialog restates the decision (issue 41 item 1)', () => {
  it('shows what is decided, the facts, each change before → after and what happens next, above the remarks', async () => {
    const summary = {
      subject: 'Internal transfer #7',
      facts: [['Amount', '₹15,00,000.00'] as const, ['From account', 'POOL-1'] as const],
      changes: [{ label: 'Daily cap', before: '₹1,000.00', after: '₹2,000.00' }],
      next: 'Approving moves ₹15,00,000.00 between the two accounts at once.',
    };
    render(
      <RemarksDialog
        open
        title="Approve"
        confirmLabel="Confirm"
        summary={summary}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Internal transfer #7')).toBeTruthy();
    const facts = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(facts).toEqual(
      expect.arrayContaining(['Amount₹15,00,000.00', 'From accountPOOL-1', 'Daily cap₹1,000.00₹2,000.00']),
    );
    expect(within(dialog).getByText(summary.next)).toBeTruthy();
    expect(within(dialog).getByRole('textbox')).toBeTruthy();
  });

  it('an internal transfer: how much, from and to which account, over what, by whom', () => {
    const t = {
      id: 3,
      requestId: 7,
      amount: 1500000,
      channel: 'RTGS',
      status: 'PENDING',
      utr: null,
      fromAccount: 'POOL-1',
      toAccount: 'NODAL-2',
      makerEmail: 'maker@console.example',
      checkerEmail: null,
      checkerRemarks: null,
      remarks: 'month end',
      createdAt: 0,
      decidedAt: null,
    };
    const s = transferDecisionSummary(t, true, translate);
    expect(s.subject).toBe('investments.kinds.INTERNAL_TRANSFER #7');
    expect(Object.fromEntries(s.facts)).toMatchObject({
      'investments.fields.amount': '₹15,00,000.00',
      'investments.fields.from_account': 'POOL-1',
      'investments.fields.to_account': 'NODAL-2',
      'investments.fields.channel': 'RTGS',
    });
    expect(s.next).toBe('pages.approvals.decision.next_transfer {"amount":"₹15,00,000.00"}');
  });

  it('an investment request and a merchant change: each value before → after; rejecting changes nothing', () => {
    const ops = opsDecisionSummary(
      {
        id: 4,
        kind: 'INVESTMENT_LIMIT',
        productType: 'FD',
        status: 'PENDING',
        targetId: 1,
        proposed: { max_amount: 500000 },
        previous: { max_amount: 200000 },
        makerEmail: 'm@x',
        makerRemarks: 'raise',
        checkerEmail: null,
        checkerRemarks: null,
        createdAt: 0,
        decidedAt: null,
        raisedByViewer: false,
      },
      false,
      translate,
    );
    expect(ops.changes).toEqual([
      { label: 'investments.fields.max_amount', before: '₹2,00,000.00', after: '₹5,00,000.00' },
    ]);
    expect(ops.next).toBe('pages.approvals.decision.next_reject');
    const bank = changeDecisionSummary(
      'BANK_CHANGE',
      {
        id: 9,
        status: 'PENDING',
        canDecide: true,
        raisedByViewer: false,
        merchantId: 'M100',
        proposed: { accountNumber: 'XXXX1234' },
        previous: { accountNumber: 'XXXX9876' },
        makerEmail: 'm@x',
      },
      true,
      translate,
    );
    expect(bank.facts[0]).toEqual(['merchantChanges.diff.merchantId', 'M100']);
    expect(bank.changes).toEqual([
      { label: 'merchantChanges.diff.accountNumber', before: 'XXXX9876', after: 'XXXX1234' },
    ]);
    expect(bank.next).toBe('merchantChanges.decide.next_BANK_CHANGE');
  });
});
