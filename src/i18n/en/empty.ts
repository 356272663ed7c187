/** The `empty` strings of src/i18n/en.ts (loaded by the shell). */
export const empty = {
  no_record: 'No Record Found!',
  /** Under 'No Record Found!', one wording per kind of list (src/common/EmptyList.tsx): what the list holds. */
  none_yet: 'No %{items} yet.',
  none_filtered: 'No %{items} match these filters.',
  /** Spec §8: empty values display N/A (src/format/empty.ts reads it from here). */
  not_available: 'N/A',
  something_wrong: 'Something went wrong.',
  /** A list whose rows could not be read (src/common/ListError.tsx). */
  load_failed: 'This list could not be loaded: %{reason}',
  /** A record, a panel or a file that could not be read (src/common/QueryState.tsx). */
  read_failed: 'This could not be loaded: %{reason}',
  retry: 'Retry',
  /** Spec §8 wrapper message: the heading of a read that failed (QueryState, ListError). */
  api_error: 'API Error',
  /** The generic table's selection column (spec §2.5, src/common/ColumnTable.tsx). */
  select_all: 'Select all rows',
  select_row: 'Select row %{id}',
} as const;
