// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { AdminContext, type I18nProvider } from 'react-admin';
import { calendarNamesOf, namesOf, pickerLocale, pickerTexts } from '../../../../src/common/date-locale';
import { DateTextInput } from '../../../../src/common/DateTextInput';
import { i18nProvider } from '../../../../src/i18n';

const translate = (key: string, args?: Record<string, unknown>) => i18nProvider.translate(key, args);
/** Our catalogue with the calendar's names in Hindi: what a translation of src/i18n would do. */
const HINDI: Record<string, string> = {
  'app.date_input.months': 'जनवरी, फ़रवरी, मार्च, अप्रैल, मई, जून, जुलाई, अगस्त, सितंबर, अक्तूबर, नवंबर, दिसंबर',
  'app.date_input.days_min': 'र, सो, मं, बु, गु, शु, श',
  'app.date_input.previous_month': 'पिछला महीना',
};
const hindi: I18nProvider = {
  ...i18nProvider,
  translate: (key, options) => HINDI[key] ?? i18nProvider.translate(key, options),
};

/** Issue 41 item 6: the date picker's month and day names come from src/i18n, not only the library's locale. */
describe('the date picker speaks our strings', () => {
  it('reads each list of names from the i18n files; a list missing a name falls back, never shifts', () => {
    expect(namesOf('Su, Mo, Tu, We, Th, Fr, Sa', 7)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(namesOf('Jan, Feb', 12)).toBeNull();
    expect(namesOf('a,,c,d,e,f,g', 7)).toBeNull();
    const names = calendarNamesOf(translate);
    expect(names.months?.[10]).toBe('November');
    expect(names.daysMin).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('formats the calendar header, month list and weekday heads with those names', () => {
    const locale = pickerLocale(calendarNamesOf((key, args) => hindi.translate(key, args)));
    const day = new Date(2026, 10, 28); // a Saturday
    expect(format(day, 'LLLL yyyy', { locale })).toBe('नवंबर 2026');
    expect(format(day, 'EEEEEE', { locale })).toBe('श');
    expect(format(day, 'MMM', { locale })).toBe('Nov'); // our English short names: that list is not translated here
    expect(format(day, 'EEEE', { locale })).toBe('Saturday');
    expect(format(day, 'dd/MM/yy', { locale })).toBe('28/11/26');
    expect(pickerTexts(translate).okButtonLabel).toBe('OK');
    expect(pickerTexts(translate).calendarViewSwitchingButtonAriaLabel('day')).toBe(
      'Calendar is open, switch to the year view',
    );
  });

  it('the open calendar shows the translated month and weekday names and words', async () => {
    render(
      <AdminContext i18nProvider={hindi}>
        <DateTextInput label="From" value="2026-11-28" onChange={() => undefined} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Choose a date/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('नवंबर 2026')).toBeTruthy();
    expect(within(calendar).getAllByText('श').length).toBeGreaterThan(0);
    expect(within(calendar).getByRole('button', { name: 'पिछला महीना' })).toBeTruthy();
  });
});
