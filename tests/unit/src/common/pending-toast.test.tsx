// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { useNotifyPending } from '../../../../src/common/pending-toast';
import { i18nProvider, loadAreas } from '../../../../src/i18n';

function Raise() {
  const pending = useNotifyPending();
  return <button onClick={() => pending('consumer360.action.bill_pdf_pending', { id: 7 })}>go</button>;
}

describe("the 'pending' toast kind (spec §8)", () => {
  it('shows the message with a progress spinner in the notification area', async () => {
    await loadAreas(['consumer360']);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Raise />
        <Notification />
      </AdminContext>,
    );
    fireEvent.click(screen.getByText('go'));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Preparing the PDF of bill 7…');
    expect(toast.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
});
