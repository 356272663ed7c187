import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';

/** react-admin's own English strings, with ours on top. */
export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: false,
});
