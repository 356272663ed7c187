/**
 * Pay-later campaigns (issue 46 item 2, /postpe-campaign): who reads, manages and approves them, the audiences,
 * channels, states and content limits (the server's validation and the console's form share these).
 */
import { istInputOf } from '../bank-downtime/rules';

export const CAMPAIGN_VIEW_KEY = 'CAN_VIEW_CAMPAIGNS';
export const CAMPAIGN_MANAGE_KEY = 'CAN_MANAGE_CAMPAIGNS';
/** Ops' key: pausing, resuming and ending a launched campaign (not a maker's: it opens no approval request). */
export const CAMPAIGN_OPERATE_KEY = 'CAN_OPERATE_CAMPAIGNS';
export const CAMPAIGN_APPROVE_KEY = 'CAN_APPROVE_CAMPAIGN_LAUNCH';
export const CAMPAIGN_LAUNCH_KIND = 'CAMPAIGN_LAUNCH';

export const CAMPAIGN_CHANNELS = ['PUSH', 'SMS', 'EMAIL', 'IN_APP'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
/** Every consumer, a segment by their data, or the valid ids of a checked CSV of consumer ids (issue 46 item 2). */
export const CAMPAIGN_AUDIENCES = ['ALL', 'SEGMENT', 'CSV'] as const;
/** The upload kind of a CSV audience (contract/uploads). */
export const CAMPAIGN_AUDIENCE_UPLOAD = 'campaign-audience';
/** DRAFT → PENDING_LAUNCH (a launch waits for a checker) → SCHEDULED / LIVE → PAUSED → ENDED. */
export const CAMPAIGN_STATES = ['DRAFT', 'PENDING_LAUNCH', 'SCHEDULED', 'LIVE', 'PAUSED', 'ENDED'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Title and body limits per channel (an SMS is one 160-character part and has no title). */
export const CONTENT_LIMITS: Record<CampaignChannel, { title: number; body: number }> = {
  PUSH: { title: 65, body: 240 },
  SMS: { title: 0, body: 160 },
  EMAIL: { title: 120, body: 5000 },
  IN_APP: { title: 80, body: 500 },
};

/** An instant as the checker reads it in the inbox: `2026-12-31 09:00 IST`. */
export const istText = (epochMs: number): string => `${istInputOf(epochMs).replace('T', ' ')} IST`;

/** The state a launched (or resumed) campaign is in at `at`: LIVE once its window has begun, SCHEDULED before. */
export const launchedState = (start: number, at: number): 'LIVE' | 'SCHEDULED' => (start <= at ? 'LIVE' : 'SCHEDULED');

/**
 * Ops' moves on a launched campaign: the states (as read now) each is allowed from, and the status stored (LAUNCHED
 * reads as SCHEDULED before the start and LIVE in the window; any campaign reads as ENDED once its end has passed).
 */
export const CAMPAIGN_MOVES = {
  pause: { from: ['SCHEDULED', 'LIVE'], to: 'PAUSED', done: 'Campaign paused.' },
  resume: { from: ['PAUSED'], to: 'LAUNCHED', done: 'Campaign resumed.' },
  end: { from: ['SCHEDULED', 'LIVE', 'PAUSED'], to: 'ENDED', done: 'Campaign ended.' },
} as const satisfies Record<string, { from: readonly CampaignState[]; to: string; done: string }>;
export type CampaignMove = keyof typeof CAMPAIGN_MOVES;

export const CAMPAIGN_MESSAGES = {
  created: 'Campaign saved as a draft.',
  launchRaised: 'Campaign launch sent for approval.',
  notFound: 'Campaign not found.',
  notDraft: 'Only a draft campaign can be sent for launch.',
  stale: 'This campaign changed since you opened it. Reload and try again.',
  moved: 'This campaign is no longer in a state that allows this.',
  endBeforeStart: 'End must be after start.',
  endPassed: 'End must be in the future.',
  titleRequired: 'Title is required.',
  titleNotAllowed: 'An SMS has no title.',
  bodyRequired: 'Message is required.',
  emptyAudience: 'No consumer matches this audience.',
  file: 'Upload a CSV of consumer ids and wait for its check.',
  unknownFile: 'No checked consumer id file with this id.',
  unknownConsumer: 'Consumer not found.',
  checked: 'Consumer ids checked.',
} as const;
