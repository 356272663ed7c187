// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DeclarationNotice } from '../../../src/pages/merchant-360/DeclarationNotice';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

describe('Ask to declare (Merchant Declaration- NPCI)', () => {
  it('is not shown to a read-only agent', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    renderInAdmin(<DeclarationNotice merchantId="1000011" status="DUE" />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask to declare' })).toBeNull());
  });

  it('is available when the declaration is due, disabled otherwise', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS', 'CAN_UPDATE_MERCHANT_FIELDS']);
    const { unmount } = renderInAdmin(<DeclarationNotice merchantId="1000011" status="DUE" />);
    expect(((await screen.findByRole('button', { name: 'Ask to declare' })) as HTMLButtonElement).disabled).toBe(false);
    unmount();
    renderInAdmin(<DeclarationNotice merchantId="1000011" status="WITHIN" />);
    expect(((await screen.findByRole('button', { name: 'Ask to declare' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
