import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';

/** The keys of a form whose values are text (the ones a text field edits). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A form dialog's text fields bound to its state: each field's label (`<fieldsKey>.<name>`), value and change, and
 * its error shown once the user tried to submit (`errors` holds i18n keys by field). `shown` gives that error alone,
 * for any field (a checked file's too); `attempt` wraps the dialog's submit and `tried` says whether it has run.
 */
export function useFormFields<F extends object>(
  form: F,
  setForm: (next: F) => void,
  errors: Partial<Record<keyof F, string>>,
  fieldsKey: string,
) {
  const translate = useTranslate();
  // Errors show once the user has tried to submit, not while they are still typing.
  const [tried, setTried] = useState(false);
  const shown = (k: keyof F & string) => (tried && errors[k] ? translate(errors[k]) : undefined);
  const field = (k: TextKey<F>, extra: object = {}) => ({
    label: translate(`${fieldsKey}.${k}`),
    value: form[k],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value }),
    error: Boolean(shown(k)),
    helperText: shown(k),
    fullWidth: true,
    ...extra,
  });
  /** The dialog's submit: from now on the errors show, and `run` goes ahead (it checks the input itself). */
  const attempt = (run: () => void) => () => {
    setTried(true);
    run();
  };
  return { field, shown, attempt, tried };
}
