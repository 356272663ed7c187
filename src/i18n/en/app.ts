/** The `app` strings of src/i18n/en.ts (loaded by the shell). */
export const app = {
  name: 'Back-office console',
  version: 'Version %{version}',
  copyright: '© %{year} Payments back office. All rights reserved.',
  loading: 'Loading…',
  load_failed: 'The console could not load. Check your connection and reload the page.',
  reload: 'Reload',
  yes: 'Yes',
  no: 'No',
  /** The calendar button of the one date input (src/common/DateTextInput.tsx). */
  date_input: { open_date: 'Choose a date', open_datetime: 'Choose a date and time' },
} as const;
