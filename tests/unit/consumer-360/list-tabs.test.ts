import { describe, expect, it } from 'vitest';
import { CONSUMER_TABS, tabListOf, type ConsumerTabSegment } from '../../../contract/consumer/access';
import { CONSUMER_LIST_CALLS } from '../../../contract/consumer/calls';
import { en } from '../../../src/i18n/en';
import { LIST_TABS } from '../../../src/pages/consumer-360/list-tabs';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], en);

const specs = Object.entries(LIST_TABS) as [ConsumerTabSegment, NonNullable<(typeof LIST_TABS)[ConsumerTabSegment]>][];

describe('the consumer 360 read-only list tabs (issue 40: a tab is data)', () => {
  it('each spec is a tab whose entry carries its list, declared under the tab keys', () => {
    expect(specs.length).toBeGreaterThan(0);
    for (const [segment] of specs) {
      const tab = CONSUMER_TABS.find((t) => t.segment === segment);
      const list = tabListOf(segment);
      expect(list, segment).toBeDefined();
      const call = CONSUMER_LIST_CALLS[list!.name as keyof typeof CONSUMER_LIST_CALLS];
      expect(call, segment).toMatchObject({ backend: list!.backend, method: 'GET', path: list!.path });
      expect(call.access, segment).toEqual({ rules: { list: tab!.keys }, actions: ['list'] });
    }
  });

  it('names every column and empty state with a string the console has', () => {
    for (const [segment, spec] of specs) {
      expect(typeof lookup(spec.empty), `${segment} ${spec.empty}`).toBe('string');
      for (const column of spec.columns)
        expect(typeof lookup(column.label), `${segment} ${column.label}`).toBe('string');
    }
  });
});
