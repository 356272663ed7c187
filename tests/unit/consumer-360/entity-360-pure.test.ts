import { describe, expect, it } from 'vitest';
import {
  maskAccountNumber,
  maskAddress,
  maskDob,
  maskEmail,
  maskMobile,
  maskPan,
  isMasked,
} from '../../../contract/pii';
import { neighbourTab, shortcutOf, tabSegmentOf, visibleTabs } from '../../../src/common/entity-360/tabs';
import { readRecent, withRecent, writeRecent } from '../../../src/common/entity-360/recent-entities';

describe('PII masking (contract/pii.ts)', () => {
  it('keeps only the last 4 digits of an account number, mobile and PAN', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskMobile('+91 98765 43210')).toBe('XXXXXXXX3210');
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
    expect(maskPan('abcde1234f')).toBe('XXXXXX234F');
  });
  it('masks all but the last part of an address and all but the year of a birth date', () => {
    expect(maskAddress('12 MG Road, Indiranagar, Bengaluru 560038')).toBe('XX XX XXXX, XXXXXXXXXXX, Bengaluru 560038');
    expect(maskDob('14/02/1990')).toBe('XX/XX/1990');
  });
  it('leaves empty values empty (so the console shows N/A) and tells masked from clear values', () => {
    expect(maskAccountNumber(null)).toBeNull();
    expect(maskMobile('')).toBeNull();
    expect(isMasked('XXXXXX3210')).toBe(true);
    expect(isMasked('9876543210')).toBe(false);
  });
  it('keeps the first letter and the domain of an e-mail, never the rest of its name', () => {
    expect(maskEmail('consumer1001@example.com')).toBe('cXXXXXXXXXXX@example.com');
    expect(maskEmail('a@b.in')).toBe('aXX@b.in');
    expect(isMasked(maskEmail('ab@b.in'))).toBe(true);
    expect(maskEmail('')).toBeNull();
  });
  it('never shows the whole of a short value', () => {
    expect(maskAccountNumber('1234')).toBe('X234');
  });
});

describe('entity 360 tabs (pure)', () => {
  const tabs = [{ segment: 'a' }, { segment: 'b', resource: 'x.b' }, { segment: 'c', resource: 'x.c' }];
  it('shows open tabs and the allowed ones, in order; nothing while the decision is pending', () => {
    expect(visibleTabs(tabs, { 'x.b': false, 'x.c': true }, false).map((t) => t.segment)).toEqual(['a', 'c']);
    expect(visibleTabs(tabs, undefined, true)).toEqual([]);
  });
  it('moves to the next and previous tab and stops at the ends', () => {
    expect(neighbourTab(tabs, 'a', 1)?.segment).toBe('b');
    expect(neighbourTab(tabs, 'a', -1)?.segment).toBe('a');
    expect(neighbourTab(tabs, 'c', 1)?.segment).toBe('c');
    expect(neighbourTab(tabs, undefined, 1)?.segment).toBe('a');
    expect(neighbourTab([], 'a', 1)).toBeUndefined();
  });
  it('reads the tab segment of a URL below the entity', () => {
    expect(tabSegmentOf('/crm/post-pe/7/kyc', '/crm/post-pe/7')).toBe('kyc');
    expect(tabSegmentOf('/crm/post-pe/7/emis/12', '/crm/post-pe/7/')).toBe('emis');
    expect(tabSegmentOf('/crm/post-pe/70/kyc', '/crm/post-pe/7')).toBeUndefined();
  });
  it('treats / [ ] as shortcuts except while typing in a field or with a modifier', () => {
    const key = (k: string, tagName = 'BODY', mod = false) => ({
      key: k,
      altKey: false,
      ctrlKey: mod,
      metaKey: false,
      target: { tagName } as unknown as EventTarget,
    });
    expect(shortcutOf(key('/'))).toBe('lookup');
    expect(shortcutOf(key(']'))).toBe('next');
    expect(shortcutOf(key('['))).toBe('previous');
    expect(shortcutOf(key(']', 'INPUT'))).toBeNull();
    expect(shortcutOf(key(']', 'BODY', true))).toBeNull();
    expect(shortcutOf(key('a'))).toBeNull();
  });
});

describe('recent entities', () => {
  it('puts the newest first, drops an older copy and keeps at most the maximum', () => {
    let list = withRecent([], { id: '1', at: 1 });
    list = withRecent(list, { id: '2', at: 2 });
    list = withRecent(list, { id: '1', at: 3 });
    expect(list.map((e) => e.id)).toEqual(['1', '2']);
    for (let i = 10; i < 30; i++) list = withRecent(list, { id: String(i), at: i });
    expect(list).toHaveLength(8);
  });
  it('reads what was written, and reads garbage as an empty list', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    writeRecent(storage, 'k', [{ id: '5', label: 'Asha', at: 1 }]);
    expect(readRecent(storage, 'k')).toEqual([{ id: '5', label: 'Asha', at: 1 }]);
    store.set('k', '{not json');
    expect(readRecent(storage, 'k')).toEqual([]);
    store.set('k', JSON.stringify([{ id: 5 }, { id: '6', at: 2 }]));
    expect(readRecent(storage, 'k')).toEqual([{ id: '6', at: 2 }]);
  });
});
