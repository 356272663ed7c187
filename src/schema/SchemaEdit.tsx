import { Edit, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../contract/schema';
import { StaleRecordNotice, useStaleRecordError } from '../common/StaleRecordNotice';
import { SchemaForm } from './SchemaForm';
import { useSaveErrorStash } from './save-errors';
import { useObjectToast } from '../common/object-toast';
import { recordName } from './record-summary';

/** Edit from a schema, pessimistic so a stale version (412) is shown as "changed since you opened it". */
export function SchemaEdit({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const stale = useStaleRecordError();
  const stash = useSaveErrorStash();
  const saved = useObjectToast(schema.name, (record) => recordName(schema, record));
  return (
    <Edit
      title={translate(schema.editTitle ?? schema.title)}
      mutationMode="pessimistic"
      redirect="list"
      transform={schema.toWire}
      mutationOptions={{
        onSuccess: saved('updated'),
        onError: (e: unknown) => {
          stash.remember(e);
          stale.onError(e);
        },
      }}
    >
      <SchemaForm
        schema={schema}
        mode="edit"
        stash={stash}
        notice={<StaleRecordNotice error={stale.error} onReload={stale.reload} />}
      />
    </Edit>
  );
}

export default SchemaEdit;
