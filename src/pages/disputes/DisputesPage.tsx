import type { ReactNode } from 'react';
import { PageFrame } from '../../common/PageFrame';
import { DisputesProviderScope } from './provider';

/** The frame of every disputes page: the chargeback provider in scope, and the page's heading (i18n key). */
export function DisputesPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DisputesProviderScope>
      <PageFrame title={title}>{children}</PageFrame>
    </DisputesProviderScope>
  );
}
