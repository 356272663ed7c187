import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../../dataProviders/crm/postpe-campaign';
import {
  audienceText,
  campaignInput,
  EMPTY_CAMPAIGN,
  launchSummary,
  moveSummary,
} from '../../../../../src/pages/postpe-campaign/campaign-form';

const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);
const NOW = Date.parse('2026-11-29T00:00:00Z');
const ok = {
  ...EMPTY_CAMPAIGN,
  name: 'Year end',
  start: '2026-12-01T09:00',
  end: '2026-12-05T21:00',
  title: 'Your limit went up',
  body: 'Open the app to see it.',
};

describe('campaignInput', () => {
  it('reads the IST window as instants and sends no segment for all consumers', () => {
    const { input, errors } = campaignInput(ok, NOW);
    expect(errors).toEqual({});
    expect(input).toMatchObject({ segment: null, start: Date.parse('2026-12-01T03:30:00Z') });
  });

  it('refuses what the server refuses: window backwards or over, SMS title, over-long body, empty segment', () => {
    expect(campaignInput({ ...ok, end: '2026-11-30T09:00' }, NOW).errors.end).toBe(
      'postpeCampaign.errors.end_before_start',
    );
    expect(campaignInput({ ...ok, start: '2026-11-01T09:00', end: '2026-11-02T09:00' }, NOW).errors.end).toBe(
      'postpeCampaign.errors.end_passed',
    );
    expect(campaignInput({ ...ok, channel: 'SMS' }, NOW).errors.title).toBe('postpeCampaign.errors.no_title');
    expect(campaignInput({ ...ok, channel: 'SMS', title: '', body: 'x'.repeat(161) }, NOW).errors.body).toBe(
      'postpeCampaign.errors.too_long',
    );
    expect(campaignInput({ ...ok, channel: 'SMS', title: '', body: 'x'.repeat(160) }, NOW).input).not.toBeNull();
    expect(campaignInput({ ...ok, audience: 'SEGMENT' }, NOW).errors.kycLevel).toBe('postpeCampaign.errors.segment');
    expect(campaignInput({ ...ok, audience: 'SEGMENT', kycLevel: 'MIN' }, NOW).input?.segment).toEqual({
      kycLevel: 'MIN',
    });
  });
});

describe('the CSV audience', () => {
  const file = { jobId: 9, fileName: 'c.csv', total: 4, valid: 3, rejected: 1, errors: [] };
  it('needs a checked file with a valid id; sends its job and no segment', () => {
    expect(campaignInput({ ...ok, audience: 'CSV' }, NOW).errors.file).toBe('postpeCampaign.errors.file');
    expect(campaignInput({ ...ok, audience: 'CSV', file: { ...file, valid: 0 } }, NOW).errors.file).toBe(
      'postpeCampaign.errors.no_valid',
    );
    expect(campaignInput({ ...ok, audience: 'CSV', file }, NOW).input).toMatchObject({
      audience: 'CSV',
      audienceFileId: 9,
      segment: null,
    });
    expect(campaignInput({ ...ok, file }, NOW).input?.audienceFileId).toBeNull();
  });
  it('reads as consumer ids from a file with the size', () => {
    const text = audienceText({ audience: 'CSV', segment: null, audienceSize: 3 }, translate);
    expect(text).toBe('postpeCampaign.audience_csv {"count":3}');
  });
});

describe('summaries', () => {
  const c: Campaign = {
    id: 3,
    name: 'Year end',
    audience: 'SEGMENT',
    segment: { kycLevel: 'MIN' },
    audienceFileId: null,
    audienceSize: 42,
    channel: 'PUSH',
    start: Date.parse('2026-12-01T03:30:00Z'),
    end: Date.parse('2026-12-05T15:30:00Z'),
    title: 'Your limit went up',
    body: 'Open the app.',
    state: 'DRAFT',
    version: 0,
    createdBy: 'maker@console.example',
    createdAt: NOW,
  };
  it('restates the launch: audience with its size, channel, window, title and message', () => {
    const s = launchSummary(c, translate);
    expect(audienceText(c, translate)).toContain('"count":42');
    expect(s.facts.map(([label]) => label)).toEqual([
      'postpeCampaign.fields.audience',
      'postpeCampaign.fields.channel',
      'postpeCampaign.fields.window',
      'postpeCampaign.fields.title',
      'postpeCampaign.fields.body',
    ]);
    expect(s.facts[2]![1]).toContain('→');
    expect(s.next).toBe('postpeCampaign.next_launch');
  });
  it('restates a pause and an end with what happens next', () => {
    expect(moveSummary('pause', c, translate).next).toBe('postpeCampaign.next_pause');
    expect(moveSummary('end', c, translate).subject).toContain('postpeCampaign.end_subject');
  });
});
