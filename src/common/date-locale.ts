import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The calendar's names as our i18n files give them (src/i18n/en/app.ts, app.date_input). */
export interface CalendarNames {
  /** January … December; Jan … Dec. */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Sunday … Saturday; Sun … Sat; Su … Sa (the calendar's column heads). */
  days: readonly string[];
  daysShort: readonly string[];
  daysMin: readonly string[];
}

const K = 'app.date_input.';

/**
 * Pure: a comma-separated list of names from the i18n files, or null when it does not hold exactly `count` names (a
 * translation that lost one falls back to the library's rather than shifting every month by one).
 */
export function namesOf(text: string, count: number): string[] | null {
  const names = text.split(',').map((name) => name.trim());
  return names.length === count && names.every(Boolean) ? names : null;
}

/** The calendar's names read from the i18n files; a list that does not read keeps the library's English. */
export function calendarNamesOf(translate: Translate): Partial<CalendarNames> {
  const read = (key: string, count: number) => namesOf(translate(`${K}${key}`), count) ?? undefined;
  return {
    months: read('months', 12),
    monthsShort: read('months_short', 12),
    days: read('days', 7),
    daysShort: read('days_short', 7),
    daysMin: read('days_min', 7),
  };
}

/**
 * Pure (issue 41 item 6): the date-fns locale the date picker formats with: month and day names from our i18n files
 * (the calendar's header 'November 2026', its month list, the weekday column heads and their spoken names), every
 * other rule (week start, parsing of the numeric dd/MM/yy the input takes) the library's English.
 */
export function pickerLocale(names: Partial<CalendarNames>): Locale {
  const base = enUS.localize;
  return {
    ...enUS,
    localize: {
      ...base,
      month: (month, options) => {
        const list = options?.width === 'abbreviated' ? names.monthsShort : names.months;
        const name = list?.[month];
        if (!name) return base.month(month, options);
        return options?.width === 'narrow' ? name.charAt(0) : name;
      },
      day: (day, options) => {
        const width = options?.width ?? 'wide';
        const list = width === 'abbreviated' ? names.daysShort : width === 'short' ? names.daysMin : names.days;
        const name = list?.[day];
        if (!name) return base.day(day, options);
        return width === 'narrow' ? name.charAt(0) : name;
      },
    },
  };
}

/** The picker's own words (MUI X localeText) from our i18n files, so no English of the library's shows. */
export function pickerTexts(translate: Translate) {
  const t = (key: string) => translate(`${K}${key}`);
  return {
    previousMonth: t('previous_month'),
    nextMonth: t('next_month'),
    openPreviousView: t('previous_view'),
    openNextView: t('next_view'),
    calendarViewSwitchingButtonAriaLabel: (view: string) => t(view === 'year' ? 'to_calendar_view' : 'to_year_view'),
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    okButtonLabel: t('ok'),
    todayButtonLabel: t('today'),
    datePickerToolbarTitle: t('pick_date'),
    dateTimePickerToolbarTitle: t('pick_datetime'),
    timePickerToolbarTitle: t('pick_time'),
  };
}
