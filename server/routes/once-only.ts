import { constraintKindOf } from '../plugins/constraint-refusal.js';
import { RequestError } from '../plugins/validation.js';

/**
 * A race lost at a unique index (issue 38) answered as the check before it answers: `.catch(conflictOnUnique(msg))`
 * on the insert turns the database's unique violation into the same 409 and message; any other error passes on.
 * On PostgreSQL the violation has aborted the transaction, so throwing here is also what rolls it back.
 */
export function conflictOnUnique(message: string): (error: unknown) => never {
  return (error: unknown): never => {
    if (constraintKindOf(error) === 'unique') throw new RequestError(409, message);
    throw error;
  };
}
