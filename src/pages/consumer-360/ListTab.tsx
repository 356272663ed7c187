import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { tabListOf, type ConsumerTabSegment } from '../../../contract/consumer/access';
import { EntityListTab, useEntity360 } from '../../common/entity-360';
import { consumerTabLabel } from './access';
import { columnsOf } from './HistoryColumns';
import { LIST_TABS, type ListTabSpec } from './list-tabs';

const useNoFilters = (): { filter: Record<string, unknown>; toolbar?: ReactNode } => ({ filter: {} });

/** A read-only list tab drawn from its spec: the consumer's rows of the tab's list, 20 a page, in its columns. */
function ListTab({ segment, spec }: { segment: ConsumerTabSegment; spec: ListTabSpec }) {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const useFilters = spec.useFilters ?? useNoFilters;
  const { filter, toolbar } = useFilters();
  const list = tabListOf(segment);
  if (!list) throw new Error(`The consumer 360 tab ${segment} has no list in contract/consumer/access.ts`);
  return (
    <EntityListTab
      light
      resource={list.name}
      filter={{ [spec.idField ?? 'consumerId']: entityId, ...filter }}
      perPage={spec.perPage}
      empty={spec.empty}
      label={consumerTabLabel(segment)}
      toolbar={toolbar}
    >
      {columnsOf(spec.columns, translate)}
    </EntityListTab>
  );
}

const tabs = new Map<ConsumerTabSegment, ComponentType>();

/** The component of a read-only list tab (one per segment, so React keeps it across renders). */
export function listTab(segment: ConsumerTabSegment): ComponentType {
  const spec = LIST_TABS[segment];
  if (!spec) throw new Error(`The consumer 360 tab ${segment} has no view and no spec in list-tabs.tsx`);
  let tab = tabs.get(segment);
  if (!tab) {
    const Tab = () => <ListTab segment={segment} spec={spec} />;
    tabs.set(segment, (tab = Tab));
  }
  return tab;
}
