// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Tooltip, { loadTooltip } from '../../../../src/bootstrap/deferred-tooltip';

// One module-wide state (the real Tooltip is loaded once), so these run in order: before the load, then after.
describe('deferred Tooltip (MUI Tooltip loaded at first use)', () => {
  it('before its code loads, names its child as the closed real Tooltip would and passes other props on', () => {
    render(
      <>
        <Tooltip title="Refresh" data-extra="kept" className="outer">
          <button className="inner">r</button>
        </Tooltip>
        <Tooltip title="Copies the id" describeChild>
          <button>Copy</button>
        </Tooltip>
        <Tooltip title="ignored">
          <button aria-label="Own name">x</button>
        </Tooltip>
      </>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh.dataset.extra).toBe('kept');
    expect(refresh.className).toBe('outer inner');
    expect(screen.getByRole('button', { name: 'Copy' }).getAttribute('title')).toBe('Copies the id');
    expect(screen.getByRole('button', { name: 'Own name' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('loads at the first pointer move and becomes the real Tooltip, not in the middle of a click; the focus and the pointer stay where they were', async () => {
    const clicks: string[] = [];
    render(
      <>
        <Tooltip title="Toggle the menu">
          <button>menu</button>
        </Tooltip>
        <Tooltip title="Refresh">
          <button onClick={() => clicks.push('refresh')}>r</button>
        </Tooltip>
      </>,
    );
    const before = screen.getByRole('button', { name: 'Toggle the menu' });
    before.focus();
    // jsdom has no layout: the pointer rests on whichever button is named Refresh at the time.
    document.elementFromPoint = () => screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerMove(document, { clientX: 5, clientY: 5 });
    // The code arrives in the middle of a click on Refresh: the swap waits, so the button pressed gets its click.
    const pressed = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerDown(pressed, { pointerId: 1 });
    let swapped = false;
    const loading = loadTooltip().then(() => (swapped = true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(swapped).toBe(false);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBe(pressed);
    fireEvent.pointerUp(pressed, { pointerId: 1 });
    fireEvent.click(pressed);
    expect(clicks).toEqual(['refresh']);
    await act(() => loading);
    const after = screen.getByRole('button', { name: 'Toggle the menu' });
    expect(after).not.toBe(before); // mounted again inside the real Tooltip…
    expect(document.activeElement).toBe(after); // …and given the focus back
    // The pointer did not move again, yet the button under it shows its tooltip.
    await waitFor(() => expect(screen.queryAllByRole('tooltip').map((t) => t.textContent)).toContain('Refresh'));
  });
});
