// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CashbackRequestForm } from '../../../../src/pages/goodwill-cashback/CashbackRequestForm';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

describe('the goodwill cashback form (issue 41 item 2)', () => {
  it('keeps what was typed: an amount too long is refused with its message, not cut to 3 characters', async () => {
    signInWith(['CAN_SUBMIT_CASHBACK_REQUEST']);
    renderInAdmin(<CashbackRequestForm />);
    const amount = await screen.findByRole('textbox', { name: /Amount/ }, { timeout: 10_000 });
    // A maxlength would make the browser drop the 4th character as it is typed (jsdom does not, so it is checked).
    expect(amount.getAttribute('maxlength')).toBeNull();
    fireEvent.change(amount, { target: { value: '100000' } });
    expect((amount as HTMLInputElement).value).toBe('100000');
    expect(screen.getByText('A positive amount of at most 3 characters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit request' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
