/** The `app` strings of src/i18n/en.ts (loaded by the shell). */
export const app = {
  name: 'Back-office console',
  version: 'Version %{version}',
  copyright: '© %{year} Payments back office. All rights reserved.',
  loading: 'Loading…',
  /** A table wider than the page, which scrolls sideways inside itself (src/common/ScrollRegion.tsx). */
  wide_table: 'Table, scroll sideways to see every column',
  load_failed: 'The console could not load. Check your connection and reload the page.',
  reload: 'Reload',
  yes: 'Yes',
  no: 'No',
  /**
   * The one date input (src/common/DateTextInput.tsx): its calendar button, and the calendar's month and day names
   * and words (src/common/date-locale.ts). Each list of names is comma-separated, in order: 12 months from January,
   * 7 days from Sunday; a list with a name missing falls back to the library's English.
   */
  date_input: {
    open_date: 'Choose a date',
    open_datetime: 'Choose a date and time',
    months: 'January, February, March, April, May, June, July, August, September, October, November, December',
    months_short: 'Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec',
    days: 'Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday',
    days_short: 'Sun, Mon, Tue, Wed, Thu, Fri, Sat',
    days_min: 'Su, Mo, Tu, We, Th, Fr, Sa',
    previous_month: 'Previous month',
    next_month: 'Next month',
    previous_view: 'Open previous view',
    next_view: 'Open next view',
    to_calendar_view: 'Year view is open, switch to the calendar',
    to_year_view: 'Calendar is open, switch to the year view',
    cancel: 'Cancel',
    clear: 'Clear',
    ok: 'OK',
    today: 'Today',
    pick_date: 'Select date',
    pick_datetime: 'Select date and time',
    pick_time: 'Select time',
  },
} as const;
