/** The `schema` strings of src/i18n/en.ts (loaded by the shell). */
export const schema = {
  action: 'Action',
} as const;
