/** The bodies of the campaign calls (zod: the server's validation). */
import { z } from 'zod';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_CHANNELS, CAMPAIGN_MESSAGES as M, CONTENT_LIMITS } from './rules';

/** A segment of consumers by their data; every rule given must hold. */
export const segmentRules = z
  .object({
    kycLevel: z.string().trim().min(1).max(20).optional(),
    accountStatus: z.string().trim().min(1).max(20).optional(),
    platform: z.string().trim().min(1).max(20).optional(),
    maxDpdDays: z.number().int().nonnegative().max(999).optional(),
  })
  .strict();
export type SegmentRules = z.output<typeof segmentRules>;

const instant = z.number({ error: 'Must be a date and time.' }).int().positive();

/** A new campaign (saved as a DRAFT): audience, channel, IST window (epoch ms), title and body within the channel's limits. */
export const campaignBody = z
  .object({
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100),
    audience: z.enum(CAMPAIGN_AUDIENCES, { error: 'Choose an audience.' }),
    segment: segmentRules.nullable(),
    /** A CSV audience: the checked file of consumer ids (audienceFile's jobId); only its valid ids receive. */
    audienceFileId: z.number().int().positive().nullable().optional(),
    channel: z.enum(CAMPAIGN_CHANNELS, { error: 'Choose a channel.' }),
    start: instant,
    end: instant,
    title: z.string().trim().max(120),
    body: z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(5000),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.end <= b.start) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end'] });
    const limit = CONTENT_LIMITS[b.channel];
    if (limit.title === 0 && b.title.length > 0)
      ctx.addIssue({ code: 'custom', message: M.titleNotAllowed, path: ['title'] });
    if (limit.title > 0 && b.title.length === 0)
      ctx.addIssue({ code: 'custom', message: M.titleRequired, path: ['title'] });
    if (b.title.length > limit.title && limit.title > 0)
      ctx.addIssue({ code: 'custom', message: `Cannot be more than ${limit.title} characters.`, path: ['title'] });
    if (b.body.length > limit.body)
      ctx.addIssue({ code: 'custom', message: `Cannot be more than ${limit.body} characters.`, path: ['body'] });
    if (b.audience === 'SEGMENT' && !b.segment)
      ctx.addIssue({ code: 'custom', message: 'Give at least one rule.', path: ['segment'] });
    if (b.audience === 'CSV' && !b.audienceFileId)
      ctx.addIssue({ code: 'custom', message: M.file, path: ['audienceFileId'] });
  });

const remarks = z
  .string({ error: 'Remarks are required.' })
  .trim()
  .min(1, 'Remarks are required.')
  .max(300, 'Cannot be more than 300 characters.');

/** Sending a draft for launch, at the version the maker saw. */
export const launchBody = z
  .object({ campaignId: z.number().int().positive(), version: z.number().int().nonnegative(), remarks })
  .strict();

/** Pausing, resuming or ending, at the version seen. */
export const moveBody = z.object({ version: z.number().int().nonnegative() }).strict();
