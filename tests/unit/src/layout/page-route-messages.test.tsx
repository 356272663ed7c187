// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PageRoute } from '../../../../src/layout/PageRoute';
import { payoutReconPage } from '../../../../src/pages/payout-recon';
import { areasLoaded } from '../../../../src/i18n';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

describe('PageRoute and the area strings (issue 18)', () => {
  it("renders a page only once its area's strings and those it shares are loaded (no flash of raw keys)", async () => {
    const seen: boolean[] = [];
    const Probe = () => {
      seen.push(areasLoaded(['payoutRecon', 'investments', 'uploads']));
      return <p>recon page</p>;
    };
    expect(areasLoaded(['payoutRecon'])).toBe(false);
    signInWith([...payoutReconPage.access]);
    renderInAdmin(<PageRoute page={{ ...payoutReconPage, component: Probe }} />);
    expect(await screen.findByText('recon page')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
});
