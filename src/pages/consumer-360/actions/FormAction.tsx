import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConsumerAction } from '../../../../contract/consumer/access';
import type { ConsumerActionName } from '../../../../dataProviders/postpe/consumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

/** Sets one field of the form from an input's change. */
export type SetField<V> = (field: keyof V) => (e: ChangeEvent<HTMLInputElement>) => void;

export interface FormActionProps<V extends Record<string, string>> {
  /** The action: its permission (GatedButton) and its call (useConsumerAction). */
  action: ConsumerAction & ConsumerActionName;
  /** i18n prefix of its `button`, `denied`, `title`, `effect` and `required` texts. */
  prefix: string;
  /** The form's values when it opens (each opening starts from them). */
  empty: V;
  /** The lists the action changes, refreshed once the server agreed. */
  refresh?: readonly string[];
  /** Why the record's state does not allow it (already translated), or null. */
  unavailable?: string | null;
  /** The `effect` text's values for these form values ('…' where a value is not valid yet). */
  effect: (v: V) => Record<string, string>;
  /** May it be sent? (otherwise the dialog says `required` and Confirm stays off). */
  complete: (v: V) => boolean;
  /** The request body for these values. */
  body: (v: V) => Record<string, unknown>;
  /** The form's fields. */
  children: (v: V, set: SetField<V>) => ReactNode;
}

/**
 * A consumer action that is a form (spec §5.8): its gated button, then a confirm dialog with the fields, the effect in
 * words and Confirm only when the form is complete; pessimistic, with one Idempotency-Key (useConsumerAction).
 */
export function FormAction<V extends Record<string, string>>(props: FormActionProps<V>) {
  const { action, prefix: k, empty, refresh, unavailable = null, effect, complete, body, children } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState<V>(empty);
  const mutation = useConsumerAction(action, refresh);
  const set: SetField<V> = (field) => (e) => setV((now) => ({ ...now, [field]: e.target.value }));
  return (
    <>
      <GatedButton
        action={action}
        label={`${k}button`}
        deniedReason={`${k}denied`}
        unavailable={unavailable}
        onClick={() => {
          setV(empty);
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, effect(v))}
          busy={mutation.isPending}
          blocked={complete(v) ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() => mutation.mutate(body(v), { onSuccess: () => setOpen(false) })}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(v, set)}
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
