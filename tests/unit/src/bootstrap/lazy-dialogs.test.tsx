// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, useList } from 'react-admin';
import { useState } from 'react';
import { AddSavedQueryDialog, Confirm } from '../../../../src/bootstrap/lazy-dialogs';
import { renderInAdmin } from '../../helpers/admin-harness';

/** A list with a button that opens the dialog, as react-admin's FilterButton does. */
function ListWithDialog() {
  const list = useList({ data: [{ id: 1 }], resource: 'limits' });
  const [open, setOpen] = useState(false);
  return (
    <ListContextProvider value={list}>
      <button onClick={() => setOpen(true)}>Save current query...</button>
      <AddSavedQueryDialog open={open} onClose={() => setOpen(false)} />
    </ListContextProvider>
  );
}

describe("react-admin's saved-query dialogs, fetched when first opened", () => {
  it('shows nothing while closed, the real dialog once opened, and closes it again', async () => {
    renderInAdmin(<ListWithDialog />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save current query...' }));
    expect(await screen.findByRole('dialog', { name: 'Save current query as' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Query name' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("fetches react-admin's Confirm (delete, clear the list) when it first opens, and confirms", async () => {
    let confirmed = 0;
    function ClearButton() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Clear the list</button>
          <Confirm
            isOpen={isOpen}
            title="Clear the list"
            content="Are you sure you want to clear the list?"
            onConfirm={() => {
              confirmed += 1;
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderInAdmin(<ClearButton />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the list' });
    expect(dialog.textContent).toContain('Are you sure you want to clear the list?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
