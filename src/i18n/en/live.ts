/** The `live` strings of src/i18n/en.ts (loaded by the shell): queues that update themselves, and who is reviewing. */
export const live = {
  off: 'Live updates off',
  off_hint: 'This queue is not updating by itself right now; it reconnects on its own. Reload to see the latest.',
  being_reviewed: 'Being reviewed by %{names}',
  being_reviewed_hint: 'Someone else has this open. You can still decide it; only one decision is accepted.',
};
