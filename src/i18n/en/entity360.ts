/** The `entity360` strings of src/i18n/en.ts (loaded with the pages that show them: src/i18n/areas.ts). */
export const entity360 = {
  search: 'Search',
  lookup_hint: 'Press Enter to search',
  recent: 'Recently opened',
  loading: 'Loading',
  error: 'Something went wrong',
  retry: 'Retry',
  not_available: 'N/A',
  tab_unavailable: 'This tab is not available to you, or does not exist.',
  reveal: 'Reveal',
  reveal_title: 'Reveal %{label}',
  reveal_explain:
    'The full value is shown once, on this screen. Your name, the reason and the time are kept in the audit trail.',
  reveal_reason: 'Reason',
  reveal_reason_help: 'Why you need to see it: %{min} to %{max} characters.',
  reveal_denied: 'You do not have the permission to reveal personal data.',
  cancel: 'Cancel',
  keyboard_hint: 'Keys: / search, [ previous tab, ] next tab',
} as const;
