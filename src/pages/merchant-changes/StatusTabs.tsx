import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The status tabs every request list has ('' = all). */
export const REQUEST_TABS = ['PENDING', 'APPROVED', 'REJECTED', ''] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

export function StatusTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  /** i18n key naming the tab list. */
  label: string;
}) {
  const translate = useTranslate();
  return (
    <Tabs value={value} onChange={(_, v: T) => onChange(v)} aria-label={translate(label)} sx={{ mb: 1 }}>
      {tabs.map((tab) => (
        <Tab key={tab || 'all'} value={tab} label={translate(`merchantChanges.status.${tab || 'ALL'}`)} />
      ))}
    </Tabs>
  );
}
