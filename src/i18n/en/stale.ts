/** The `stale` strings of src/i18n/en.ts (loaded by the shell). */
export const stale = {
  message: 'This record was changed by someone else since you opened it.',
  reload: 'Reload',
} as const;
