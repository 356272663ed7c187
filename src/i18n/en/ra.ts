/** The `ra` strings of src/i18n/en.ts (loaded by the shell). */
/** Merged over ra-language-english (src/i18n/index.ts): only the strings we word differently. */
export const ra = {
  navigation: {
    page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
    /** The name of a list's page buttons (src/common/ListPagination.tsx). */
    pages: 'Pages',
  },
} as const;
