import type { ReactNode } from 'react';
import { SimpleForm, Toolbar, SaveButton } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { SchemaInput } from './FieldInput';
import { schemaValidator } from './form-errors';
import { useSubmitWithServerErrors, type SaveErrorStash } from './save-errors';

interface SchemaFormProps {
  schema: ResourceSchema;
  mode: 'create' | 'edit';
  stash: SaveErrorStash;
  /** Shown above the inputs (e.g. the stale-record notice). */
  notice?: ReactNode;
}

/** The inputs of every field the view shows, validated with the schema's zod rules before anything is sent. */
export function SchemaForm({ schema, mode, stash, notice }: SchemaFormProps) {
  const onSubmit = useSubmitWithServerErrors(stash);
  return (
    <SimpleForm
      validate={schemaValidator(schema, mode)}
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      {notice}
      {fieldsFor(schema, mode).map((field) => (
        <SchemaInput key={field.name} field={field} />
      ))}
    </SimpleForm>
  );
}
