import { useEffect } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { selectedIndex, stepIndex } from '../../common/keyboard/keys';
import { useKeyHandlers } from '../../common/keyboard/useKeyHandlers';
import { useScreenShortcuts, type ShortcutHelp } from '../../common/keyboard/ShortcutsContext';
import type { ProofRef } from './ProofPreview';

/** The case list's keys, listed by `?`. */
const CASE_SHORTCUTS: readonly ShortcutHelp[] = [
  { keys: ['j'], label: 'keyboard.disputes.keys.next' },
  { keys: ['k'], label: 'keyboard.disputes.keys.previous' },
  { keys: ['o'], label: 'keyboard.disputes.keys.review' },
  { keys: ['p'], label: 'keyboard.disputes.keys.preview' },
];

export interface CaseChoice {
  id: number | null;
  index: number;
}

type CaseRecord = { id: number; proofs: readonly ProofRef[] };

/** Pure: the index of the chosen case on this page, or of the one now at its place once it left the list. */
export const caseIndex = (rows: readonly CaseRecord[], choice: CaseChoice): number =>
  selectedIndex(
    rows.map((r) => ({ key: String(r.id) })),
    choice.id === null ? '' : String(choice.id),
    choice.index,
  );

/**
 * The case list's keyboard (inside its ListBase): `j`/`k` move the selection, `o` opens the selected case's review,
 * `p` previews its first proof — the row's own Review and Preview buttons, under the same rules (no proof, no
 * preview, and the key says why).
 */
export function CaseKeys({
  choice,
  onChoose,
  onReview,
  onPreview,
}: {
  choice: CaseChoice;
  onChoose(choice: CaseChoice): void;
  onReview(id: number): void;
  onPreview(proof: ProofRef): void;
}) {
  const { data } = useListContext<CaseRecord>();
  const notify = useNotify();
  const rows = data ?? [];
  const index = caseIndex(rows, choice);
  const row = index >= 0 ? rows[index] : undefined;
  // Once the chosen case left the page (decided), the one now at its place is the choice.
  useEffect(() => {
    if (row && row.id !== choice.id) onChoose({ id: row.id, index });
  }, [row, choice.id, index, onChoose]);
  const move = (step: number) => {
    const at = stepIndex(index, rows.length, step);
    const next = rows[at];
    if (next) onChoose({ id: next.id, index: at });
  };
  useKeyHandlers({
    j: () => move(1),
    k: () => move(-1),
    o: () => (row ? onReview(row.id) : notify('keyboard.disputes.nothing_selected', { type: 'info' })),
    p: () => {
      if (!row) notify('keyboard.disputes.nothing_selected', { type: 'info' });
      else if (row.proofs[0]) onPreview(row.proofs[0]);
      else notify('keyboard.disputes.no_proof', { type: 'info' });
    },
  });
  useScreenShortcuts(CASE_SHORTCUTS);
  return null;
}
