// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemarksDialog } from '../../../../src/common/RemarksDialog';

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
});
