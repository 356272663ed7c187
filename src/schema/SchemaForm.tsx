import { useContext, useMemo, type ReactNode } from 'react';
import { SimpleForm, Toolbar, SaveButton, useRecordContext } from 'react-admin';
import { SaveConfirmContext } from './save-confirm';
import { useConfirmedSave } from './useConfirmedSave';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { SchemaInput } from './FieldInput';
import { useLazyValidate } from '../common/lazy-mount';
import { useSubmitWithServerErrors, type SaveErrorStash } from './save-errors';

interface SchemaFormProps {
  schema: ResourceSchema;
  mode: 'create' | 'edit';
  stash: SaveErrorStash;
  /** Shown above the inputs (e.g. the stale-record notice). */
  notice?: ReactNode;
}

/**
 * The schema's zod rules (form-errors.ts, the server's own), fetched at the user's first pointer move or key: a form
 * paints without the zod runtime (about 20 kB gzip; issue 18), and a submit before then waits for them.
 */
const formRules = () => import('./form-errors');
type FormRules = Awaited<ReturnType<typeof formRules>>;

/**
 * The inputs of every field the view shows, validated with the schema's zod rules before anything is sent. Where the
 * view provides a SaveConfirmContext (FD plans: a rate change; notifications: a status change), a valid save first restates the change in the
 * decision dialog and is sent only once confirmed.
 */
export function SchemaForm({ schema, mode, stash, notice }: SchemaFormProps) {
  const save = useSubmitWithServerErrors(stash);
  const confirm = useContext(SaveConfirmContext);
  const record = useRecordContext<Record<string, unknown>>();
  const { onSubmit, dialog } = useConfirmedSave(confirm, record, save);
  const validate = useLazyValidate(
    formRules,
    useMemo(() => {
      let check: ((values: Record<string, unknown>) => object) | undefined;
      return (rules: FormRules, values: Record<string, unknown>) =>
        (check ??= rules.schemaValidator(schema, mode))(values);
    }, [schema, mode]),
  );
  return (
    <>
      <SimpleForm
        validate={validate}
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
      {dialog}
    </>
  );
}
