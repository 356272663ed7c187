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
} as const;
