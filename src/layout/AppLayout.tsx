import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Footer } from './Footer';
import { DocumentTitle } from './DocumentTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <DocumentTitle />
      {children}
      <Footer />
    </Layout>
  );
}
