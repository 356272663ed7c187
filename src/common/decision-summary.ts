/**
 * What a decision dialog restates before anyone confirms it (issue 41 item 1): what is decided (kind and id), for
 * whom and how much (facts), what changes (before → after), and what happens once confirmed. Every value already
 * translated and formatted by the screen that opens the dialog; RemarksDialog shows it the same way for every kind.
 */
export interface DecisionSummary {
  /** 'Payout #12', 'Internal transfer #7'. */
  subject: string;
  /** Label and value, in reading order: whom, how much, which account (masked). */
  facts: readonly (readonly [label: string, value: string])[];
  /** What the decision changes: one row per field, the value before and after. */
  changes?: readonly { label: string; before: string; after: string }[];
  /** i18n keys of the changes table's first and last headers; default 'Field' and 'After approval'. */
  changesLabel?: string;
  afterLabel?: string;
  /** A line under the changes: 'and 45 more rows'. */
  note?: string;
  /** What happens once confirmed: 'The transfer goes to the bank …'. */
  next: string;
}
