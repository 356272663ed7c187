import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';
import { DocumentTitle } from './DocumentTitle';
import { KeyboardLayer } from './keyboard/KeyboardLayer';

/** The shell (spec §2.1): menu of allowed items, top bar with title and profile, react-admin's collapsible drawer; the global keys (Ctrl+K, `?`). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <KeyboardLayer>
      <Layout menu={AppMenu} appBar={AppBar}>
        <DocumentTitle />
        {children}
        <Footer />
      </Layout>
    </KeyboardLayer>
  );
}
