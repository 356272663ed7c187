import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { en } from './en';

/** The console's own strings alone: what the sign-in screen needs, without react-admin's catalogue. */
export const consoleI18n = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en', [
  { locale: 'en', name: 'English' },
]);
export const t = (key: string, options?: Record<string, unknown>): string => consoleI18n.translate(key, options);
