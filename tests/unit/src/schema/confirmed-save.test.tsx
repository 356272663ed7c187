// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useConfirmedSave } from '../../../../src/schema/useConfirmedSave';
import type { SaveConfirm } from '../../../../src/schema/save-confirm';

const confirm: SaveConfirm = {
  title: 'Change what customers see?',
  confirmLabel: 'Save status',
  summaryOf: (values, record) =>
    record && values.status !== record.status
      ? {
          subject: 'Offer #7',
          facts: [],
          changes: [{ label: 'Status', before: String(record.status), after: String(values.status) }],
          next: 'Customers see it.',
        }
      : null,
};

function Form({ save, values }: { save: (v: Record<string, unknown>) => Promise<string>; values: object }) {
  const { onSubmit, dialog } = useConfirmedSave(confirm, { id: 7, status: 'INACTIVE' }, save);
  return (
    <>
      <button type="button" onClick={() => void onSubmit({ ...values })}>
        Submit
      </button>
      {dialog}
    </>
  );
}

/** Issue 41: a save that changes a status asks first (cancel sends nothing); any other save goes at once. */
describe('useConfirmedSave', () => {
  it('saves at once when nothing is restated', async () => {
    const save = vi.fn(() => Promise.resolve('saved'));
    render(<Form save={save} values={{ status: 'INACTIVE', brand: 'B' }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restates a status change; cancel sends nothing, confirm saves the values once', async () => {
    const save = vi.fn(() => Promise.resolve('saved'));
    render(<Form save={save} values={{ status: 'ACTIVE' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Offer #7');
    expect(dialog.textContent).toContain('INACTIVE');
    expect(dialog.textContent).toContain('Customers see it.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /cancel/i })));
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ status: 'ACTIVE' });
  });
});
