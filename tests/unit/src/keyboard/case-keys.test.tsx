// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ListContextProvider, useList } from 'react-admin';
import { CaseKeys, caseIndex, type CaseChoice } from '../../../../src/pages/disputes/CaseKeys';
import type { ProofRef } from '../../../../src/pages/disputes/ProofPreview';
import { KeyboardLayer } from '../../../../src/layout/keyboard/KeyboardLayer';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const proof = { id: 9, fileName: 'proof.pdf', proofType: 'INVOICE' } as unknown as ProofRef;
const ALL = [
  { id: 11, proofs: [proof] },
  { id: 12, proofs: [] },
  { id: 13, proofs: [proof] },
];

/** The case list's keys over an in-memory page of cases; what they did is written out. */
function Harness() {
  const [data, setData] = useState(ALL);
  const list = useList({ data });
  const [choice, setChoice] = useState<CaseChoice>({ id: null, index: 0 });
  const [done, setDone] = useState('');
  return (
    <ListContextProvider value={list}>
      <CaseKeys
        choice={choice}
        onChoose={setChoice}
        onReview={(id) => setDone(`review ${id}`)}
        onPreview={(p) => setDone(`preview ${p.fileName}`)}
      />
      <p data-testid="chosen">{String(choice.id)}</p>
      <p data-testid="done">{done}</p>
      <button onClick={() => setData((rows) => rows.filter((r) => r.id !== choice.id))}>decide</button>
    </ListContextProvider>
  );
}

const key = (k: string) => fireEvent.keyDown(document.body, { key: k });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('dispute case list keys (issue 18)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the place of a case that left the list', () => {
    const rows = ALL.slice(0, 2);
    expect(caseIndex(ALL, { id: 12, index: 1 })).toBe(1);
    expect(caseIndex([ALL[0]!, ALL[2]!], { id: 12, index: 1 })).toBe(1);
    expect(caseIndex(rows, { id: null, index: 0 })).toBe(0);
    expect(caseIndex([], { id: 12, index: 1 })).toBe(-1);
  });

  it('j / k move, o reviews the case, p previews its proof; no proof: nothing but a message', async () => {
    signInWith(['CAN_APPROVE_LIMIT_REQUEST']);
    const view = renderInAdmin(
      <KeyboardLayer>
        <Harness />
      </KeyboardLayer>,
    );
    await waitFor(() => expect(chosen()).toBe('11'));
    key('j');
    await waitFor(() => expect(chosen()).toBe('12'));
    key('p');
    expect(screen.getByTestId('done').textContent).toBe('');
    key('o');
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('review 12'));
    key('j');
    key('j');
    await waitFor(() => expect(chosen()).toBe('13'));
    key('k');
    key('k');
    key('k');
    await waitFor(() => expect(chosen()).toBe('11'));
    key('p');
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('preview proof.pdf'));
    // `?` lists the case list's keys.
    key('?');
    expect((await screen.findByRole('table', { name: 'On this screen' })).textContent).toContain(
      'Review the selected case',
    );
    view.unmount();
  });

  it('once the chosen case is decided and leaves the page, the next case is chosen', async () => {
    signInWith(['CAN_APPROVE_LIMIT_REQUEST']);
    const view = renderInAdmin(<Harness />);
    await waitFor(() => expect(chosen()).toBe('11'));
    key('j');
    await waitFor(() => expect(chosen()).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'decide' }));
    await waitFor(() => expect(chosen()).toBe('13'));
    view.unmount();
  });
});
