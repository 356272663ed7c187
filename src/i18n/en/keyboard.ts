/** The `keyboard` strings of src/i18n/en.ts (loaded by the shell). */
export const keyboard = {
  palette: {
    title: 'Go to',
    label: 'Screen, or a consumer / merchant id',
    options: 'Matching screens',
    nothing: 'Nothing matches.',
    consumer: 'Consumer 360: %{id}',
    merchant: 'Merchant: %{id}',
  },
  help: {
    title: 'Keyboard shortcuts',
    global: 'Everywhere',
    screen: 'On this screen',
    none: 'This screen has no shortcuts of its own.',
    key: 'Key',
    action: 'Action',
    palette: 'Open the command palette: go to a screen, a consumer or a merchant',
    shortcuts: 'List the shortcuts',
    confirm_remarks: 'Confirm a decision once its remarks are typed',
    close: 'Close a dialog',
  },
  inbox: {
    table: 'Pending items',
    detail: 'Selected item',
    columns: { kind: 'Kind', maker: 'Maker', age: 'Age', amount: 'Amount', summary: 'Summary' },
    age: { minutes: '%{n} min', hours: '%{n} h', days: '%{n} d' },
    nothing_selected: 'Select an item first (j / k).',
    cannot_decide: 'You may not decide this item.',
    keys: {
      next: 'Select the next item',
      previous: 'Select the previous item',
      approve: 'Approve the selected item (remarks required)',
      reject: 'Reject the selected item (remarks required)',
    },
  },
  entity: {
    lookup: 'Focus the lookup',
    previous: 'Previous tab',
    next: 'Next tab',
  },
  disputes: {
    no_proof: 'This case has no proof to preview.',
    nothing_selected: 'Select a case first (j / k).',
    keys: {
      next: 'Select the next case',
      previous: 'Select the previous case',
      review: 'Review the selected case',
      preview: "Preview the selected case's first proof",
    },
  },
} as const;
