// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { RowDialogButton } from '../../../src/common/RowDialogButton';

interface Loan {
  id: number;
  loanId: string;
}

function Dialog({ loan, onClose }: { loan: Loan; onClose(): void }) {
  return (
    <div role="dialog" aria-label={`Loan ${loan.loanId}`}>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

describe("RowDialogButton: a row's button opening a dialog about the row", () => {
  it('opens the dialog with the row of the record context, mounts it only while open, and lets it close', () => {
    render(
      <RecordContextProvider value={{ id: 7, loanId: 'LN7' }}>
        <RowDialogButton<Loan> label="View schedule">
          {(loan, close) => <Dialog loan={loan} onClose={close} />}
        </RowDialogButton>
      </RecordContextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View schedule' }));
    expect(screen.getByRole('dialog', { name: 'Loan LN7' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a record given to it over the context, and draws nothing without one', () => {
    const { container, rerender } = render(
      <RowDialogButton<Loan> label="View">
        {(loan) => <Dialog loan={loan} onClose={() => undefined} />}
      </RowDialogButton>,
    );
    expect(container.innerHTML).toBe('');
    rerender(
      <RecordContextProvider value={{ id: 1, loanId: 'CTX' }}>
        <RowDialogButton<Loan> label="View" record={{ id: 2, loanId: 'GIVEN' }}>
          {(loan) => <Dialog loan={loan} onClose={() => undefined} />}
        </RowDialogButton>
      </RecordContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('dialog', { name: 'Loan GIVEN' })).toBeTruthy();
  });
});
