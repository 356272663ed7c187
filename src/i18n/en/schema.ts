/** The `schema` strings of src/i18n/en.ts (loaded by the shell). */
export const schema = {
  action: 'Action',
  /** A list toggle's confirmation (src/schema/ToggleButton.tsx) and other plain confirmations (issue 41 item 1). */
  confirm: {
    title: '%{action} %{kind}?',
    after: 'After',
    next: '%{field} becomes %{value} as soon as you confirm.',
  },
  /** Toasts that name the object (issue 41 item 6), in place of react-admin's 'Element updated'. */
  toast: {
    created: "%{kind} '%{name}' created",
    updated: "%{kind} '%{name}' updated",
    deleted: "%{kind} '%{name}' deleted",
    toggled: "%{kind} '%{name}' is now %{value}",
  },
} as const;
