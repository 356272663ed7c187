import { useState, type FormEvent } from 'react';
import { t } from '../i18n/translate';

/**
 * A sign-in step's submit: `check` gives the i18n key of what is wrong with `value` (or null); the problem is shown
 * translated, or, when there is none, `onValid` gets the value.
 */
export function useCheckedSubmit(value: string, check: (raw: string) => string | null, onValid: () => void) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem ? t(problem) : null);
    if (!problem) onValid();
  };
  return { error, submit };
}
