import { instantOfIst } from '../../../contract/bank-downtime/rules';
import { CONTENT_LIMITS, type CampaignChannel, type CampaignMove } from '../../../contract/postpe-campaign/rules';
import type {
  Campaign,
  CampaignAudience,
  CampaignAudienceFile,
  CampaignInput,
} from '../../../dataProviders/crm/postpe-campaign';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatIst } from '../../format';

const T = 'postpeCampaign';
type Translate = (key: string, args?: Record<string, unknown>) => string;

export interface CampaignForm {
  name: string;
  audience: CampaignAudience;
  kycLevel: string;
  /** A CSV audience's checked file (the server's answer), null until one is checked. */
  file: CampaignAudienceFile | null;
  accountStatus: string;
  channel: CampaignChannel;
  start: string;
  end: string;
  title: string;
  body: string;
}

export const EMPTY_CAMPAIGN: CampaignForm = {
  name: '',
  audience: 'ALL',
  kycLevel: '',
  file: null,
  accountStatus: '',
  channel: 'PUSH',
  start: '',
  end: '',
  title: '',
  body: '',
};

/** Pure: the form's errors (i18n keys by field) as the server would refuse them; the input when there are none. */
export function campaignInput(
  f: CampaignForm,
  now: number,
): { errors: Partial<Record<keyof CampaignForm, string>>; input: CampaignInput | null } {
  const errors: Partial<Record<keyof CampaignForm, string>> = {};
  const limit = CONTENT_LIMITS[f.channel];
  const start = instantOfIst(f.start);
  const end = instantOfIst(f.end);
  if (!f.name.trim()) errors.name = `${T}.errors.name`;
  if (start === null) errors.start = `${T}.errors.when`;
  if (end === null) errors.end = `${T}.errors.when`;
  else if (start !== null && end <= start) errors.end = `${T}.errors.end_before_start`;
  else if (end <= now) errors.end = `${T}.errors.end_passed`;
  if (limit.title === 0 && f.title.trim()) errors.title = `${T}.errors.no_title`;
  if (limit.title > 0 && !f.title.trim()) errors.title = `${T}.errors.title`;
  if (f.title.trim().length > limit.title && limit.title > 0) errors.title = `${T}.errors.too_long`;
  if (!f.body.trim()) errors.body = `${T}.errors.body`;
  else if (f.body.trim().length > limit.body) errors.body = `${T}.errors.too_long`;
  const segment = {
    ...(f.kycLevel && { kycLevel: f.kycLevel }),
    ...(f.accountStatus && { accountStatus: f.accountStatus }),
  };
  if (f.audience === 'SEGMENT' && Object.keys(segment).length === 0) errors.kycLevel = `${T}.errors.segment`;
  if (f.audience === 'CSV' && !f.file) errors.file = `${T}.errors.file`;
  else if (f.audience === 'CSV' && f.file?.valid === 0) errors.file = `${T}.errors.no_valid`;
  if (Object.keys(errors).length > 0 || start === null || end === null) return { errors, input: null };
  return {
    errors,
    input: {
      name: f.name.trim(),
      audience: f.audience,
      segment: f.audience === 'SEGMENT' ? segment : null,
      audienceFileId: f.audience === 'CSV' ? (f.file?.jobId ?? null) : null,
      channel: f.channel,
      start,
      end,
      title: f.title.trim(),
      body: f.body.trim(),
    },
  };
}

const facts = (c: Pick<Campaign, 'channel' | 'start' | 'end'> & { audienceText: string }, translate: Translate) =>
  [
    [translate(`${T}.fields.audience`), c.audienceText],
    [translate(`${T}.fields.channel`), translate(`${T}.channels.${c.channel}`)],
    [translate(`${T}.fields.window`), `${formatIst(c.start)} → ${formatIst(c.end)}`],
  ] as const;

/** Pure: who a campaign reaches, as read in the table and the dialogs. */
export const audienceText = (c: Pick<Campaign, 'audience' | 'segment' | 'audienceSize'>, translate: Translate) =>
  c.audience === 'ALL'
    ? translate(`${T}.audience_all`, { count: c.audienceSize })
    : c.audience === 'CSV'
      ? translate(`${T}.audience_csv`, { count: c.audienceSize })
      : translate(`${T}.audience_segment`, {
          rules: Object.entries(c.segment ?? {})
            .map(([k, v]) => `${k} = ${v}`)
            .join(', '),
          count: c.audienceSize,
        });

/** Pure: a campaign sent for launch, restated for its maker (audience size, channel, window, content). */
export function launchSummary(c: Campaign, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.launch_subject`, { name: c.name }),
    facts: [
      ...facts({ ...c, audienceText: audienceText(c, translate) }, translate),
      [translate(`${T}.fields.title`), c.title || '—'],
      [translate(`${T}.fields.body`), c.body],
    ],
    next: translate(`${T}.next_launch`),
  };
}

/** Pure: pausing, resuming or ending, restated. */
export function moveSummary(how: CampaignMove, c: Campaign, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.${how}_subject`, { name: c.name }),
    facts: facts({ ...c, audienceText: audienceText(c, translate) }, translate),
    next: translate(`${T}.next_${how}`),
  };
}
