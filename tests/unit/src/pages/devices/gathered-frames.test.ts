import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../../../../src/layout/menu-groups';
import { speakerFrame, swipeFrame } from '../../../../../src/pages/devices';
import {
  SPEAKER_SUB_PAGES,
  subPageOf,
  SWIPE_SUB_PAGES,
  visibleSubPages,
} from '../../../../../src/pages/devices/sub-pages';
import { SPEAKER_TOOL_PAGES } from '../../../../../src/pages/speaker-tools';
import { SWIPE_COMMERCIAL_PAGES } from '../../../../../src/pages/swipe-commercial';

const frames = [
  { frame: 'swipe', subPages: SWIPE_SUB_PAGES, pages: SWIPE_COMMERCIAL_PAGES, component: swipeFrame },
  { frame: 'speaker', subPages: SPEAKER_SUB_PAGES, pages: SPEAKER_TOOL_PAGES, component: speakerFrame },
] as const;

describe('the /swipe and /speaker frames gather their pages (issue 44)', () => {
  it.each(frames)('$frame lists every page of its own as a tab, each once', ({ subPages, pages }) => {
    const tabs = subPages.map((s) => s.page).filter(Boolean);
    expect(tabs).toEqual(expect.arrayContaining(pages.map((p) => p.name)));
    expect(new Set(subPages.map((s) => s.segment)).size).toBe(subPages.length);
  });

  it.each(frames)("each of $frame's page routes renders the frame, open on its tab", ({ frame, pages, component }) => {
    for (const page of pages) {
      expect(page.component).toBe(component);
      expect(page.frame).toBe(frame);
      const open = subPageOf(
        frame === 'swipe' ? SWIPE_SUB_PAGES : SPEAKER_SUB_PAGES,
        `/crm${page.path}`,
        `/crm/${frame}`,
      );
      expect(open.page).toBe(page.name);
      expect(`/${frame}/${open.segment}`).toBe(page.path);
    }
  });

  it('loads each sub-page as a lazy view (useReady), not React.lazy', () => {
    for (const s of [...SWIPE_SUB_PAGES, ...SPEAKER_SUB_PAGES]) expect(typeof s.component.preload).toBe('function');
  });

  it('shows a page tab only to a user who may open that page, and always the open one', () => {
    const [management, , plans, coupons] = SWIPE_SUB_PAGES;
    const shown = visibleSubPages(SWIPE_SUB_PAGES, { 'swipe-plans': true }, management!);
    expect(shown).toContain(plans);
    expect(shown).not.toContain(coupons);
    expect(visibleSubPages(SWIPE_SUB_PAGES, undefined, coupons!)).toContain(coupons);
    expect(visibleSubPages(SWIPE_SUB_PAGES, undefined, management!).every((s) => !s.page || s === management)).toBe(
      true,
    );
  });

  it("the menu's Other group lists the two frames, each framed page (its keys are not the frame's) and the merchant cards", () => {
    const members = MENU_GROUPS.find((g) => g.id === 'other')?.members ?? [];
    expect(members.slice(0, 2)).toEqual(['swipe', 'speaker']);
    const framed = [...SWIPE_COMMERCIAL_PAGES, ...SPEAKER_TOOL_PAGES].map((p) => p.name);
    expect(framed.length).toBeGreaterThan(0);
    expect(members).toEqual(expect.arrayContaining([...framed, 'merchant-card']));
  });
});
