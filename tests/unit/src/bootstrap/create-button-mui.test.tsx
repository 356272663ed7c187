// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, Fab } from '../../../../src/bootstrap/create-button-mui';

describe("`@mui/material` as react-admin's CreateButton sees it", () => {
  it('keeps every other export, and draws the small-screen Fab once fetched', async () => {
    expect(Button).toBeTruthy();
    render(<Fab aria-label="Create">+</Fab>);
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
