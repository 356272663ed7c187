import type { ComponentType } from 'react';
import { lazyView } from '../common/lazy-view';
import { bindingOf, type ResourceSchema } from '../../contract/schema';
import type { ResourceBundle } from '../../resources/types';
import type { ListOverrides } from './SchemaList';

type LazyView = NonNullable<ResourceBundle['list']>;

export interface SchemaOverrides {
  icon?: ComponentType;
  list?: ListOverrides;
  /** Replace a generated view with a bespoke one (a lazy component). */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', LazyView>>;
}

/** A resource bundle whose views are built from its schema, each a lazy chunk (DESIGN.md §6). */
export function schemaBundle(schema: ResourceSchema, overrides: SchemaOverrides = {}): ResourceBundle {
  const { access } = schema;
  const views = overrides.views ?? {};
  return {
    ...bindingOf(schema),
    title: schema.title,
    firstPage: access.list ? schema.list : undefined,
    icon: overrides.icon,
    list:
      views.list ??
      (access.list &&
        lazyView(() =>
          import('./SchemaList').then((m) => ({
            default: () => <m.SchemaList schema={schema} overrides={overrides.list} />,
          })),
        )),
    show:
      views.show ??
      (access.show &&
        lazyView(() => import('./SchemaShow').then((m) => ({ default: () => <m.SchemaShow schema={schema} /> })))),
    edit:
      views.edit ??
      (access.edit &&
        lazyView(() => import('./SchemaEdit').then((m) => ({ default: () => <m.SchemaEdit schema={schema} /> })))),
    create:
      views.create ??
      (access.create &&
        lazyView(() => import('./SchemaCreate').then((m) => ({ default: () => <m.SchemaCreate schema={schema} /> })))),
  };
}
