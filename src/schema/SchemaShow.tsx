import { Labeled, Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { FieldValue } from './FieldValue';

/** Show from a schema: every field in its display format, N/A when empty. */
export function SchemaShow({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  return (
    <Show title={translate(schema.showTitle ?? schema.title)}>
      <SimpleShowLayout>
        {fieldsFor(schema, 'show').map((field) => (
          <Labeled key={field.name} label={field.label}>
            <FieldValue field={field} />
          </Labeled>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

export default SchemaShow;
