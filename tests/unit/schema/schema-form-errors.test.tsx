// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { fdPlanSchema } from '../../../contract/entities/fd-plans';
import { notificationSchema } from '../../../contract/entities/notifications';
import type { ResourceSchema } from '../../../contract/schema';
import { i18nProvider } from '../../../src/i18n';
import { SchemaCreate } from '../../../src/schema/SchemaCreate';

function renderCreate(schema: ResourceSchema) {
  const create = vi.fn();
  const dataProvider = { create } as unknown as DataProvider;
  const view = render(
    <TestMemoryRouter initialEntries={[`/${schema.name}/create`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={schema.name}>
          <SchemaCreate schema={schema} />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { create, view };
}

const byName = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** The message shown under an input: the helper text its aria-describedby points at. */
function messageUnder(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

describe('schema → zod messages under the inputs on submit', () => {
  it('notifications: heading max 30 and message max 150 with the exact messages, nothing sent', async () => {
    const { create, view } = renderCreate(notificationSchema);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(byName(view.container, 'header'), { target: { value: 'h'.repeat(31) } });
    fireEvent.change(byName(view.container, 'body'), { target: { value: 'm'.repeat(151) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(byName(view.container, 'header'))).toBe('Heading cannot be more than 30 characters.'),
    );
    expect(messageUnder(byName(view.container, 'body'))).toBe('Message cannot be more than 150 characters.');
    expect(messageUnder(byName(view.container, 'expiry_date'))).toBe('Required!');
    expect(create).not.toHaveBeenCalled();
  });

  it('FD plans: nested config and list messages land under their own inputs; defaults are shown', async () => {
    const { create, view } = renderCreate(fdPlanSchema);
    await screen.findByRole('button', { name: 'Save' });
    expect(byName(view.container, 'configs.position').value).toBe('100');
    expect(byName(view.container, 'configs.women_interest_rate').value).toBe('0');
    fireEvent.change(byName(view.container, 'configs.position'), { target: { value: '-1' } });
    const specialRates = view.container.querySelector<HTMLElement>('.ra-input-configs\\.special_rates')!;
    fireEvent.click(within(specialRates).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(byName(view.container, 'configs.special_rates.0.label')).toBeTruthy());
    fireEvent.change(byName(view.container, 'configs.special_rates.0.interest_rate'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(byName(view.container, 'configs.position'))).toBe('Cannot be negative.'));
    expect(messageUnder(byName(view.container, 'configs.special_rates.0.label'))).toBe('Required!');
    expect(messageUnder(byName(view.container, 'configs.special_rates.0.interest_rate'))).toBe(
      'Rate must be more than 0% and at most 15%.',
    );
    expect(messageUnder(byName(view.container, 'plan_id'))).toBe('Required!');
    expect(create).not.toHaveBeenCalled();
  });
});
