import { ra } from './en/ra';
import { app } from './en/app';
import { menu } from './en/menu';
import { auth } from './en/auth';
import { validation } from './en/validation';
import { resources } from './en/resources';
import { schema } from './en/schema';
import { stale } from './en/stale';
import { empty } from './en/empty';
import { pages } from './en/pages';
import { keyboard } from './en/keyboard';
import { savedViews } from './en/savedViews';
import { live } from './en/live';
import { areaTitles } from './en/area-titles';

/** The shell's own sections of the catalogue (src/i18n/en.ts composes them with the areas'). */
export const SHELL_SECTIONS = {
  ra,
  app,
  menu,
  auth,
  validation,
  resources,
  schema,
  stale,
  empty,
  pages,
  keyboard,
  savedViews,
  live,
};

/**
 * The strings the shell loads: its own sections (layout, menu, sign-in, the resources' lists, the bespoke pages of
 * `pages`, the keyboard layer, saved views) and the titles of the area pages it lists. Each area's own section loads
 * with the pages that show it (./areas.ts).
 */
export const shellMessages = {
  ...SHELL_SECTIONS,
  ...areaTitles,
};
