import { useRef, type ReactNode } from 'react';
import { SimpleForm, Toolbar, SaveButton, useSaveContext } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { SchemaInput } from './FieldInput';
import { schemaValidator, serverFieldErrors } from './form-errors';

/** Keeps the last save error so the form can show a server 400's field messages under their inputs. */
export function useSaveErrorStash() {
  const last = useRef<unknown>(null);
  return {
    remember: (error: unknown) => void (last.current = error),
    /** The error remembered since the last call, cleared. */
    take: (): unknown => {
      const error = last.current;
      last.current = null;
      return error;
    },
  };
}

interface SchemaFormProps {
  schema: ResourceSchema;
  mode: 'create' | 'edit';
  stash: ReturnType<typeof useSaveErrorStash>;
  /** Shown above the inputs (e.g. the stale-record notice). */
  notice?: ReactNode;
}

/** The inputs of every field the view shows, validated with the schema's zod rules before anything is sent. */
export function SchemaForm({ schema, mode, stash, notice }: SchemaFormProps) {
  const { save } = useSaveContext();
  const onSubmit = async (values: Record<string, unknown>) => {
    stash.take();
    await save?.(values);
    return serverFieldErrors(stash.take());
  };
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
