import Polyglot from 'node-polyglot';
import { app } from './en/app';
import { auth } from './en/auth';
import { validation } from './en/validation';

/**
 * The strings the sign-in screen shows (and the loading screen before it), without react-admin's catalogue: Polyglot
 * itself, as react-admin's i18n provider uses it, so the sign-in screen loads neither react-admin nor ra-core.
 */
const polyglot = new Polyglot({ locale: 'en', phrases: { '': '', app, auth, validation } });

export const t = (key: string, options?: Record<string, unknown>): string => polyglot.t(key, options);
