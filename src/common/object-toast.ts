import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';

export type SavedAction = 'created' | 'updated' | 'deleted';
type Row = Readonly<Record<string, unknown>>;

/** Pure: the record a write's answer describes, the answer over what was sent (an answer may hold only the id). */
export function savedRecord(data: unknown, variables: unknown): Row {
  const sent = (variables ?? {}) as { data?: unknown; previousData?: unknown };
  const base = { ...((sent.previousData ?? {}) as Row), ...((sent.data ?? {}) as Row) };
  return data && typeof data === 'object' ? { ...base, ...(data as Row) } : base;
}

/**
 * The success of a create, update or delete, toasted with the object's kind and name ("User 'asha@…' updated",
 * issue 41 item 6) in place of react-admin's 'Element updated', then back to the list as react-admin does. One hook
 * for the schema engine's Edit and Create and the bespoke users and offers screens: `mutationOptions={{ onSuccess }}`.
 */
export function useObjectToast(resource: string, nameOf: (record: Row) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (action: SavedAction, { redirectTo = 'list' }: { redirectTo?: 'list' | false } = {}) =>
    (data: RaRecord | unknown, variables?: unknown) => {
      const kind = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
      notify(`schema.toast.${action}`, {
        type: 'success',
        messageArgs: { kind, name: nameOf(savedRecord(data, variables)) },
      });
      if (redirectTo) redirect(redirectTo, resource);
    };
}
