// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EmailStep } from '../../../../src/signin/EmailStep';
import { OtpStep } from '../../../../src/signin/OtpStep';

describe('EmailStep', () => {
  it('says what is wrong, then sends the trimmed address', () => {
    const onSubmit = vi.fn();
    render(<EmailStep busy={false} onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    expect(screen.getByText('Required!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nope' } });
    fireEvent.click(send);
    expect(screen.getByText('Invalid email!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: '  ops@console.example  ' } });
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith('ops@console.example');
  });
});

describe('OtpStep', () => {
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const props = { onVerify: vi.fn(), onResend: vi.fn(), onChangeEmail: vi.fn(), onTyping: vi.fn() };
    render(<OtpStep email="ops@console.example" challenge={1} busy={false} {...props} />);
    return props;
  };

  it('masks the code, checks it and starts loading the shell on the first key', () => {
    const props = setup();
    const input = screen.getByLabelText(/One-time code/) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Required!')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '12x' } });
    expect(input.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid OTP')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onVerify).toHaveBeenCalledWith('1234');
    expect(props.onTyping).toHaveBeenCalledTimes(1);
  });

  it('offers Resend only after a 30-second countdown', () => {
    vi.useFakeTimers();
    const props = setup();
    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend code in 30s');
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(29_000));
    expect(resend().textContent).toBe('Resend code in 1s');
    act(() => vi.advanceTimersByTime(1_500));
    expect(resend().textContent).toBe('Resend code');
    fireEvent.click(resend());
    expect(props.onResend).toHaveBeenCalled();
  });
});
