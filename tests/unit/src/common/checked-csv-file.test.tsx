// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckedFileResult, ConfirmCheckedFile, CsvCheckStep } from '../../../../src/common/CheckedCsvFile';
import { renderInAdmin } from '../../helpers/admin-harness';

const V = 'pgVpa.vpa';

/** The check step as a page holds it: the answer kept by the caller. */
function Step({ check }: { check: (file: File, name: string, key: string) => Promise<{ jobId: number }> }) {
  const [checked, setChecked] = useState<{ jobId: number } | null>(null);
  return (
    <CsvCheckStep
      prefix={V}
      sample={{ fileName: 'vpa-upload-sample.csv', kind: 'vpa-upload' }}
      check={check}
      checked={checked}
      onChecked={setChecked}
      failure={`${V}.failed`}
    >
      {(answer) => <p>checked job {answer.jobId}</p>}
    </CsvCheckStep>
  );
}

const choose = (container: HTMLElement, name: string) =>
  fireEvent.change(container.querySelector('input[type=file]')!, {
    target: { files: [new File(['merchantId,vpa\n'], name, { type: 'text/csv' })] },
  });

describe('the checked-file components (VPA upload, insurance cancellation, merchant alert audience)', () => {
  it('a chosen file is sent with an Idempotency-Key and its answer shown; a failed check clears the answer', async () => {
    const check = vi.fn().mockResolvedValueOnce({ jobId: 7 }).mockRejectedValueOnce(new Error('The file is empty.'));
    const { container } = renderInAdmin(<Step check={check} />);
    choose(container, 'vpas.csv');
    expect(await screen.findByText('checked job 7')).toBeTruthy();
    expect(check).toHaveBeenCalledWith(expect.any(File), 'vpas.csv', expect.stringMatching(/.+/));
    choose(container, 'empty.csv');
    await waitFor(() => expect(screen.queryByText('checked job 7')).toBeNull());
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('the counts alert is an error when no row can be used, and says so', () => {
    renderInAdmin(<CheckedFileResult usable={0} rejected={3} counts="3 rows: 0 valid, 3 rejected." nothing="None." />);
    const alert = within(screen.getByRole('status')).getByRole('alert');
    expect(alert.textContent).toBe('3 rows: 0 valid, 3 rejected. None.');
    expect(alert.className).toContain('Error');
  });

  it('confirming restates the file in a dialog, then calls once with a key and clears the file', async () => {
    const call = vi.fn().mockResolvedValue({ message: 'Applied 2 rows.' });
    const onDone = vi.fn();
    renderInAdmin(
      <ConfirmCheckedFile
        label={`${V}.confirm`}
        title={`${V}.confirm_title`}
        remarks={false}
        summary={{ subject: 'vpas.csv', facts: [['Rows to apply', '2']], next: 'The VPAs change at once.' }}
        call={call}
        success={(r: { message: string }) => r.message}
        failure={`${V}.failed`}
        refresh={[['vpa-upload-files']]}
        onDone={onDone}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The VPAs change at once.');
    const buttons = within(dialog).getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('', expect.stringMatching(/.+/));
  });
});
