// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import type { FieldSchema } from '../../../../contract/schema';
import { DateTextInput } from '../../../../src/common/DateTextInput';
import { i18nProvider } from '../../../../src/i18n';
import { SchemaInput } from '../../../../src/schema/FieldInput';
import { fromLocalText } from '../../../../src/schema/time-input';

/** A filter holding the native input's text, as the console's filters do; what it would send is shown. */
function Filter({ kind, initial }: { kind: 'date' | 'datetime'; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <DateTextInput kind={kind} label="From" value={value} onChange={setValue} />
      <output aria-label="sent">{value}</output>
    </AdminContext>
  );
}
const input = () => screen.getByRole('textbox', { name: 'From' });
const sent = () => screen.getByRole('status', { name: 'sent' }).textContent;

describe('the one date input (issue 41 item 6)', () => {
  it('shows dd/MM/yy and gives the filter yyyy-MM-dd, as the native input did', () => {
    render(<Filter kind="date" initial="2025-01-05" />);
    expect((input() as HTMLInputElement).value).toBe('05/01/25');
    fireEvent.change(input(), { target: { value: '07/02/24' } });
    expect(sent()).toBe('2024-02-07');
    expect((input() as HTMLInputElement).value).toBe('07/02/24');
  });

  it('date-time: dd/MM/yy HH:mm on screen, yyyy-MM-ddTHH:mm to the form', () => {
    render(<Filter kind="datetime" initial="2030-01-05T10:30" />);
    expect((input() as HTMLInputElement).value).toBe('05/01/30 10:30');
    fireEvent.change(input(), { target: { value: '06/02/31 11:45' } });
    expect(sent()).toBe('2031-02-06T11:45');
  });

  it('clearing it clears the filter; a date that does not exist is never sent', () => {
    render(<Filter kind="date" initial="2025-01-05" />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(sent()).toBe('');
    expect(fromLocalText('2025-02-30', 'date')).toBeNull();
    expect(fromLocalText('2025-02-28', 'date')).toEqual(new Date(2025, 1, 28));
  });

  it('has a calendar button named in the console strings', () => {
    render(<Filter kind="date" initial="" />);
    expect(screen.getAllByRole('button', { name: 'Choose a date' })).toHaveLength(1);
  });

  it('in a schema form keeps the field on its wire format (epoch seconds)', async () => {
    const field: FieldSchema = { name: 'expiry', label: 'Expiry date', type: 'datetime', wire: 'epochSeconds' };
    let saved: Record<string, unknown> | undefined;
    const record = { expiry: new Date(2030, 0, 5, 10, 30).getTime() / 1000 };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form record={record} onSubmit={(values: Record<string, unknown>) => void (saved = values)}>
          <SchemaInput field={field} />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const expiry = screen.getByRole('textbox', { name: 'Expiry date' });
    expect((expiry as HTMLInputElement).value).toBe('05/01/30 10:30');
    fireEvent.change(expiry, { target: { value: '06/02/31 11:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ expiry: new Date(2031, 1, 6, 11, 45).getTime() / 1000 }));
  });
});
