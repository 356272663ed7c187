import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';
import { DocumentTitle } from './DocumentTitle';
import { KeyboardLayer } from './keyboard/KeyboardLayer';

/**
 * The shell (react-admin's root is `min-width: fit-content`) and its content column (a flex item, whose min-width is
 * otherwise its content's) may shrink below their content's width: wide tables scroll inside their ScrollRegion
 * (src/common/ScrollRegion.tsx) and the page never scrolls sideways (issue 41 item 3).
 */
const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/** The shell (spec §2.1): menu of allowed items, top bar with title and profile, react-admin's collapsible drawer; the global keys (Ctrl+K, `?`). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <KeyboardLayer>
      <Layout menu={AppMenu} appBar={AppBar} sx={LAYOUT_SX}>
        <DocumentTitle />
        {children}
        <Footer />
      </Layout>
    </KeyboardLayer>
  );
}
