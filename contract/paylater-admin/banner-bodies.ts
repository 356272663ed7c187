/** The bodies of the app banner calls (zod: the server's validation). */
import { z } from 'zod';
import { BANNER_MESSAGES as M, BANNER_PLACEMENT_NAMES } from './banner-rules';

const instant = z.number({ error: 'Must be a date and time.' }).int().positive();

/** A new banner: its title, placement, IST window (epoch ms) and image (base64; checked by its bytes). */
export const bannerBody = z
  .object({
    title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(80),
    placement: z.enum(BANNER_PLACEMENT_NAMES, { error: 'Choose a placement.' }),
    start: instant,
    end: instant,
    image: z.object(
      {
        fileName: z.string().trim().min(1, M.imageRequired).max(200),
        content: z.string().min(1, M.imageRequired),
      },
      { error: M.imageRequired },
    ),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.end <= b.start) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end'] });
  });

/** A placement's new order: every banner of it, first to last, and the order the caller saw. */
export const bannerOrderBody = z
  .object({
    placement: z.enum(BANNER_PLACEMENT_NAMES),
    seen: z.array(z.number().int().positive()).min(1).max(100),
    ids: z.array(z.number().int().positive()).min(1).max(100),
  })
  .strict();
