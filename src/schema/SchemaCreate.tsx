import { Create, useNotify, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../contract/schema';
import { createDefaults } from './form-defaults';
import { SchemaForm } from './SchemaForm';
import { useSaveErrorStash } from './save-errors';
import { useObjectToast } from '../common/object-toast';
import { recordName } from './record-summary';

/**
 * Create from a schema: defaults filled in, client validation from the same zod rules, server field errors shown.
 * `title={false}` when the route already titles the page (a bespoke page's PageRoute).
 */
export function SchemaCreate({ schema, title }: { schema: ResourceSchema; title?: false }) {
  const translate = useTranslate();
  const notify = useNotify();
  const stash = useSaveErrorStash();
  const defaults = createDefaults(schema.fields);
  const saved = useObjectToast(schema.name, (record) => recordName(schema, record));
  return (
    <Create
      title={title ?? translate(schema.createTitle ?? schema.title)}
      redirect="list"
      record={defaults}
      transform={schema.toWire}
      mutationOptions={{
        onSuccess: saved('created'),
        onError: (e: unknown) => {
          stash.remember(e);
          notify(e instanceof Error ? e.message : String(e), { type: 'error' });
        },
      }}
    >
      <SchemaForm schema={schema} mode="create" stash={stash} />
    </Create>
  );
}

export default SchemaCreate;
