import {
  BANNER_MAX_BYTES,
  BANNER_MESSAGES,
  BANNER_PLACEMENTS,
  readImageHeader,
  wrongSizeMessage,
  type BannerPlacement,
} from '../../../contract/paylater-admin/banner-rules';
import { instantOfIst } from '../../../contract/bank-downtime/rules';
import type { AppBanner } from '../../../dataProviders/crm/paylater-admin';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatIst } from '../../format';

const T = 'paylaterAdmin.banner';
type Translate = (key: string, args?: Record<string, unknown>) => string;

export interface BannerForm {
  title: string;
  placement: BannerPlacement;
  start: string;
  end: string;
}

/** Pure: the form's errors (i18n keys by field) as the server would refuse them; the window when there are none. */
export function bannerFormErrors(
  f: BannerForm,
  now: number,
): { errors: Partial<Record<keyof BannerForm, string>>; window: { start: number; end: number } | null } {
  const errors: Partial<Record<keyof BannerForm, string>> = {};
  const start = instantOfIst(f.start);
  const end = instantOfIst(f.end);
  if (!f.title.trim()) errors.title = `${T}.errors.title`;
  if (start === null) errors.start = `${T}.errors.when`;
  if (end === null) errors.end = `${T}.errors.when`;
  else if (start !== null && end <= start) errors.end = `${T}.errors.end_before_start`;
  else if (end <= now) errors.end = `${T}.errors.end_passed`;
  if (Object.keys(errors).length > 0 || start === null || end === null) return { errors, window: null };
  return { errors, window: { start, end } };
}

/**
 * Pure: a chosen image judged by its bytes as the server judges them (PNG, JPEG or WebP by magic bytes, exactly the
 * placement's pixel size from the header); the message when it fails, else null. The name and type are not trusted.
 */
export function imageProblem(head: Uint8Array, placement: BannerPlacement): string | null {
  const header = readImageHeader(head);
  if (!header) return BANNER_MESSAGES.badType;
  const want = BANNER_PLACEMENTS[placement];
  return header.width === want.width && header.height === want.height ? null : wrongSizeMessage(placement, header);
}

/** Pure: over the 1 MB limit (after compression)? */
export const tooLarge = (bytes: number): boolean => bytes > BANNER_MAX_BYTES;

/** Pure: the banners a placement shows at `at`, in their order: published, with `at` in their window. */
export function liveAt(banners: readonly AppBanner[], placement: BannerPlacement, at: number): AppBanner[] {
  return banners
    .filter((b) => b.placement === placement && b.state !== 'UNPUBLISHED' && b.start <= at && at < b.end)
    .sort((a, b) => a.position - b.position);
}

const facts = (b: Pick<AppBanner, 'placement' | 'start' | 'end'>, translate: Translate) =>
  [
    [translate(`${T}.fields.placement`), translate(`${T}.placements.${b.placement}`)],
    [translate(`${T}.fields.window`), `${formatIst(b.start)} → ${formatIst(b.end)}`],
  ] as const;

/** Pure: publishing or unpublishing a banner, restated. */
export function flipSummary(how: 'publish' | 'unpublish', b: AppBanner, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.${how}_subject`, { title: b.title }),
    facts: [...facts(b, translate), [translate(`${T}.fields.position`), String(b.position)]],
    next: translate(`${T}.next_${how}`),
  };
}

/** Pure: a placement's new order, restated (each banner whose rank moves, before → after); `banners` in the order now. */
export function orderSummary(
  placement: BannerPlacement,
  banners: readonly AppBanner[],
  ids: readonly number[],
  translate: Translate,
): DecisionSummary {
  return {
    subject: translate(`${T}.order_subject`, { placement: translate(`${T}.placements.${placement}`) }),
    facts: [],
    changes: ids.flatMap((id, i) => {
      const before = banners.findIndex((x) => x.id === id);
      return before !== i
        ? [{ label: banners[before]?.title ?? String(id), before: String(before + 1), after: String(i + 1) }]
        : [];
    }),
    next: translate(`${T}.next_order`),
  };
}
