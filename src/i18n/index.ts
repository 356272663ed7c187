import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { AREA_MESSAGES, type MessageArea } from './areas';
import { shellMessages } from './shell';

/** react-admin's own English strings with the shell's merged over them (ours win, key by key); areas join later. */
let messages: TranslationMessages = mergeTranslations(englishMessages, shellMessages);
const build = () =>
  polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: false });
let current = build();

/** The catalogue as it stands (the shell's strings and the areas loaded so far). */
export const loadedMessages = (): TranslationMessages => messages;

/** Adds sections to the catalogue, key by key over what is there (an area's strings, or a test's fixtures). */
export function registerMessages(part: object): void {
  messages = mergeTranslations(messages, part);
  current = build();
}

const loaded = new Set<MessageArea>();
const loading = new Map<MessageArea, Promise<void>>();

/** Whether every one of these area sections is in the catalogue. */
export const areasLoaded = (areas: readonly MessageArea[]): boolean => areas.every((area) => loaded.has(area));

/** Loads the area sections not loaded yet (each once), resolving when all are in the catalogue. */
export function loadAreas(areas: readonly MessageArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const known = loading.get(area);
      if (known) return known;
      const next = AREA_MESSAGES[area]().then((section) => {
        registerMessages({ [area]: section });
        loaded.add(area);
      });
      next.catch(() => loading.delete(area)); // a failed chunk may be fetched again
      loading.set(area, next);
      return next;
    }),
  ).then(() => undefined);
}

/** The console's provider: polyglot over the catalogue, rebuilt when an area's strings arrive. */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current.translate(key, options),
  changeLocale: (locale, options) => current.changeLocale(locale, options),
  getLocale: () => current.getLocale(),
  getLocales: () => current.getLocales?.() ?? [{ locale: 'en', name: 'English' }],
};
