import { useRef } from 'react';
import { useSaveContext } from 'react-admin';
import type { FieldErrors } from '../../contract/schema';

/**
 * A server 400's field messages under their inputs: zod-free, so a form whose own rules load later (the offer form)
 * does not fetch the zod runtime with it (issue 18).
 */
export type NestedErrors = { [key: string]: string | NestedErrors };

/** `{ 'configs.position': m }` → `{ configs: { position: m } }`: the shape react-admin forms take errors in. */
export function nestErrors(flat: FieldErrors): NestedErrors {
  const out: NestedErrors = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = message;
      else node = (typeof node[key] === 'object' ? node[key] : (node[key] = {})) as NestedErrors;
    });
  }
  return out;
}

/** The per-field map of a server 400 (`{ success: false, message, errors }`), if the error carries one. */
export function serverFieldErrors(error: unknown): NestedErrors | undefined {
  const body = (error as { data?: unknown; body?: unknown } | null)?.data ?? (error as { body?: unknown } | null)?.body;
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  return nestErrors(errors as FieldErrors);
}

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

export type SaveErrorStash = ReturnType<typeof useSaveErrorStash>;

/** A form's onSubmit: saves, then returns the field messages of the server 400 the save met, if any. */
export function useSubmitWithServerErrors(stash: SaveErrorStash) {
  const { save } = useSaveContext();
  return async (values: Record<string, unknown>) => {
    stash.take();
    await save?.(values);
    return serverFieldErrors(stash.take());
  };
}
