import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { app } from './en/app';
import { auth } from './en/auth';
import { validation } from './en/validation';

/** The strings the sign-in screen shows (and the loading screen before it), without react-admin's catalogue. */
export const consoleI18n = polyglotI18nProvider(
  () => ({ app, auth, validation }) as unknown as TranslationMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
);
export const t = (key: string, options?: Record<string, unknown>): string => consoleI18n.translate(key, options);
