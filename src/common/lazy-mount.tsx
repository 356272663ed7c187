import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNotify } from 'react-admin';
import { onFirstUse } from '../bootstrap/first-use';

/**
 * Code a screen needs only after the user acts (a dialog, a form's rules), kept out of the screen's first load (issue
 * 18's JavaScript budget).
 */

type Load = () => Promise<unknown>;
const starts = new WeakMap<Load, () => void>();
/** One start per loader, so every component asking for the same code adds no second listener. */
function startOf(load: Load): () => void {
  let start = starts.get(load);
  if (!start) starts.set(load, (start = () => void load()));
  return start;
}

/** Fetches `load` at the user's first pointer move, key or touch, so it is in before it is wanted. */
export function usePrefetchOnFirstUse(load: Load): void {
  useEffect(() => onFirstUse(startOf(load)), [load]);
}

/**
 * A form's `validate` whose rules are fetched at the user's first pointer move or key (usePrefetchOnFirstUse); a
 * submit before then waits for them. When they cannot be fetched (offline), the user is told, as for any call that
 * gets no answer, and the form is not sent; the next submit fetches them again. Nothing typed is lost. `check` should
 * be stable (useMemo/useCallback): a new one makes a new `validate`.
 */
export function useLazyValidate<Rules, Values>(
  load: () => Promise<Rules>,
  check: (rules: Rules, values: Values) => object,
): (values: Values) => Promise<object> {
  usePrefetchOnFirstUse(load);
  const notify = useNotify();
  return useMemo(
    () => async (values: Values) => {
      let rules: Rules;
      try {
        rules = await load();
      } catch (error) {
        notify('ra.notification.offline', { type: 'error' });
        throw error;
      }
      return check(rules, values);
    },
    [load, notify, check],
  );
}

interface FirstOpenOptions {
  /** Also fetch the code at the user's first pointer move or key (a dialog opened often, where a pause would show). */
  prefetch?: boolean;
}

/**
 * A dialog fetched when `isOpen(props)` first holds, rendering nothing until then. Once opened it stays mounted, so
 * it closes with its transition.
 */
export function onFirstOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  { prefetch = false }: FirstOpenOptions = {},
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (isOpen(props) && !opened) setOpened(true);
    useEffect(() => (prefetch ? onFirstUse(startOf(load)) : undefined), []);
    return opened ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
