import { Create, useNotify, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../contract/schema';
import { createDefaults } from './form-defaults';
import { SchemaForm, useSaveErrorStash } from './SchemaForm';

/** Create from a schema: defaults filled in, client validation from the same zod rules, server field errors shown. */
export function SchemaCreate({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const notify = useNotify();
  const stash = useSaveErrorStash();
  const defaults = createDefaults(schema.fields);
  return (
    <Create
      title={translate(schema.createTitle ?? schema.title)}
      redirect="list"
      record={defaults}
      transform={schema.toWire}
      mutationOptions={{
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
