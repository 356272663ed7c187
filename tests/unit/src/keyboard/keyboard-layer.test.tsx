// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { KeyboardLayer } from '../../../../src/layout/keyboard/KeyboardLayer';
import { useKeyHandlers } from '../../../../src/common/keyboard/useKeyHandlers';
import { useScreenShortcuts } from '../../../../src/common/keyboard/ShortcutsContext';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const SCREEN_KEYS = [{ keys: ['j'], label: 'keyboard.inbox.keys.next' }] as const;

/** A screen with one key (`j` counts presses), a field to type into, and where the router is. */
function Screen() {
  const { pathname } = useLocation();
  useScreenShortcuts(SCREEN_KEYS);
  useKeyHandlers({
    j: () => {
      const out = document.getElementById('count');
      if (out) out.textContent = String(Number(out.textContent) + 1);
    },
  });
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <output id="count">0</output>
      <input aria-label="notes" />
    </>
  );
}

const renderLayer = () =>
  renderInAdmin(
    <KeyboardLayer>
      <Screen />
    </KeyboardLayer>,
  );

const options = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('the keyboard layer (issue 18)', () => {
  afterEach(() => sessionStorage.clear());

  it('Ctrl+K opens the palette with only the screens the user may open; digits offer a consumer, Enter goes there', async () => {
    signInWith(['CAN_APPROVE_LIMIT_REQUEST', 'CAN_VIEW_POSTPE_CONSUMER']);
    renderLayer();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    await waitFor(() => expect(options()).toContain('Approvals'));
    expect(options().some((o) => o?.includes('Users'))).toBe(false);
    const field = within(dialog).getByRole('combobox');
    fireEvent.change(field, { target: { value: '1001' } });
    // The consumer 360 only: this user may not open a merchant.
    expect(options()[0]).toBe('Consumer 360: 1001');
    expect(options()).not.toContain('Merchant: 1001');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/post-pe/1001'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a merchant reader is offered the merchant, not the consumer; arrows move the choice', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    renderLayer();
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    const field = within(await screen.findByRole('dialog', { name: 'Go to' })).getByRole('combobox');
    fireEvent.change(field, { target: { value: '42' } });
    await waitFor(() => expect(options()).toEqual(['Merchant: 42']));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Merchant: 42' }).getAttribute('aria-selected')).toBe('true');
  });

  it('? lists the global shortcuts and the screen’s own; keys typed into a field do nothing', async () => {
    signInWith(['CAN_APPROVE_LIMIT_REQUEST']);
    renderLayer();
    const notes = screen.getByRole('textbox', { name: 'notes' });
    fireEvent.keyDown(notes, { key: '?' });
    fireEvent.keyDown(notes, { key: 'j' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('count')?.textContent).toBe('0');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(document.getElementById('count')?.textContent).toBe('1');
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('table', { name: 'Everywhere' }).textContent).toContain('Open the command palette');
    expect(within(help).getByRole('table', { name: 'On this screen' }).textContent).toContain('Select the next item');
    // Behind the dialog, the screen's keys stay quiet.
    fireEvent.keyDown(within(help).getAllByRole('button')[0] as HTMLElement, { key: 'j' });
    expect(document.getElementById('count')?.textContent).toBe('1');
  });
});
