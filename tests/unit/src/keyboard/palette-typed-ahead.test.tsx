// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { KeyboardLayer } from '../../../../src/layout/keyboard/KeyboardLayer';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

it('what is typed right after Ctrl+K, while the palette still loads (on first use), becomes its query', async () => {
  signInWith(['CAN_VIEW_POSTPE_CONSUMER']);
  renderInAdmin(
    <KeyboardLayer>
      <p>screen</p>
    </KeyboardLayer>,
  );
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  for (const key of '1001') fireEvent.keyDown(document.body, { key });
  const dialog = await screen.findByRole('dialog', { name: 'Go to' });
  expect(within(dialog).getByRole('combobox')).toHaveProperty('value', '1001');
  expect(await within(dialog).findByRole('option', { name: 'Consumer 360: 1001' })).toBeTruthy();
});
