import { useContext, useMemo, useState, type ReactNode } from 'react';
import { SimpleForm, Toolbar, SaveButton, useRecordContext } from 'react-admin';
import type { DecisionSummary } from '../common/decision-summary';
import { RemarksDialog } from '../common/RemarksDialog';
import { SaveConfirmContext } from './save-confirm';
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
 * view provides a SaveConfirmContext (FD plans: a rate change), a valid save first restates the change in the
 * decision dialog and is sent only once confirmed.
 */
export function SchemaForm({ schema, mode, stash, notice }: SchemaFormProps) {
  const save = useSubmitWithServerErrors(stash);
  const confirm = useContext(SaveConfirmContext);
  const record = useRecordContext<Record<string, unknown>>();
  const [asking, setAsking] = useState<{ summary: DecisionSummary; answer: (ok: boolean) => void } | null>(null);
  const onSubmit = async (values: Record<string, unknown>) => {
    const summary = confirm?.summaryOf(values, record);
    if (summary) {
      const ok = await new Promise<boolean>((answer) => setAsking({ summary, answer }));
      setAsking(null);
      if (!ok) return undefined;
    }
    return save(values);
  };
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
      {confirm && (
        <RemarksDialog
          open={asking !== null}
          title={confirm.title}
          confirmLabel={confirm.confirmLabel}
          remarks={false}
          summary={asking?.summary}
          onCancel={() => asking?.answer(false)}
          onConfirm={() => asking?.answer(true)}
        />
      )}
    </>
  );
}
