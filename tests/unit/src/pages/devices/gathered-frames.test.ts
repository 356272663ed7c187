import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../../../../src/layout/menu-groups';
import { DEVICE_ENDPOINTS } from '../../../../../contract/devices/calls';
import { DEVICE_REFUND_ENDPOINTS } from '../../../../../contract/devices/refunds';
import { endpointKeys } from '../../../../../contract/endpoint';
import { speakerFrame, speakerPage, swipeFrame, swipePage } from '../../../../../src/pages/devices';
import {
  frameKeys,
  keysOfReads,
  SPEAKER_SUB_PAGES,
  subPageOf,
  SWIPE_SUB_PAGES,
  tabPart,
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

  it('shows each tab only to a user its access entry allows; none while the decision is pending', () => {
    const [management, , plans, coupons] = SWIPE_SUB_PAGES;
    const shown = visibleSubPages(SWIPE_SUB_PAGES, 'swipe', { 'swipe.tab-plans': true });
    expect(shown).toEqual([plans]);
    expect(shown).not.toContain(coupons);
    expect(shown).not.toContain(management);
    expect(visibleSubPages(SWIPE_SUB_PAGES, 'swipe', undefined)).toEqual([]);
    // The open tab is chosen among those shown: a path naming a hidden tab opens the first one shown.
    expect(subPageOf(shown, '/crm/swipe/management', '/crm/swipe')).toBe(plans);
  });

  it("derives each tab's keys from its endpoints' access, and the frame's from every tab's", () => {
    const refunds = SWIPE_SUB_PAGES.find((s) => s.segment === 'refunds')!;
    expect([...refunds.access].sort()).toEqual(keysOfReads(DEVICE_REFUND_ENDPOINTS.payments).sort());
    expect(refunds.access).toEqual(expect.arrayContaining(['CAN_RAISE_DEVICE_REFUND', 'CAN_APPROVE_DEVICE_REFUND']));
    const management = SWIPE_SUB_PAGES.find((s) => s.segment === 'management')!;
    expect([...management.access].sort()).toEqual(endpointKeys(DEVICE_ENDPOINTS.devices).sort());
    // A key that opens only one of a tab's reads does not open the tab.
    expect(keysOfReads(DEVICE_ENDPOINTS.devices, DEVICE_ENDPOINTS.transfer)).toEqual(['CAN_MANAGE_INVENTORY']);
    for (const { frame, subPages } of frames) {
      const entry = frame === 'swipe' ? swipePage : speakerPage;
      for (const s of subPages) {
        expect(s.access.length).toBeGreaterThan(0);
        expect(entry.parts?.[`tab-${s.segment}`]).toEqual(s.access);
        expect(tabPart(frame, s)).toBe(`${frame}.tab-${s.segment}`);
        for (const key of s.access) expect(entry.access).toContain(key);
      }
      expect(new Set(entry.access)).toEqual(new Set(frameKeys(subPages)));
    }
  });

  it('a user holding one tab’s key opens the frame and sees that tab alone (a refund maker; a swipe commercials viewer)', () => {
    const shownTo = (key: string) => {
      expect(swipePage.access).toContain(key);
      const decided = Object.fromEntries(
        SWIPE_SUB_PAGES.map((s) => [tabPart('swipe', s), s.access.includes(key as never)]),
      );
      return visibleSubPages(SWIPE_SUB_PAGES, 'swipe', decided).map((s) => s.segment);
    };
    expect(shownTo('CAN_RAISE_DEVICE_REFUND')).toEqual(['refunds']);
    expect(shownTo('CAN_VIEW_SWIPE_COMMERCIALS')).toEqual(['plans', 'coupons', 'mdr']);
    expect(speakerPage.access).not.toContain('CAN_RAISE_DEVICE_REFUND');
  });

  it("the menu's Other group lists the two frames, each framed page (its keys are not the frame's) and the merchant cards", () => {
    const members = MENU_GROUPS.find((g) => g.id === 'other')?.members ?? [];
    expect(members.slice(0, 2)).toEqual(['swipe', 'speaker']);
    const framed = [...SWIPE_COMMERCIAL_PAGES, ...SPEAKER_TOOL_PAGES].map((p) => p.name);
    expect(framed.length).toBeGreaterThan(0);
    expect(members).toEqual(expect.arrayContaining([...framed, 'merchant-card']));
  });
});
