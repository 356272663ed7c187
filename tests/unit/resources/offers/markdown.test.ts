// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownToHtml, sanitizeHtml } from '../../../../resources/offers/markdown';
import { fromServerOffer, toServerOffer } from '../../../../resources/offers/offer-transform';

const tight = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('offer rich text: editor HTML ⇄ markdown, stored with &#8377;', () => {
  const html =
    '<p>Get <strong>10% off</strong> up to ₹100 on <em>food</em></p><ul><li>Minimum ₹200</li><li>Once per user</li></ul><ol><li>Shop</li><li>Pay</li></ol><p><a href="https://shop.example/offers?x=1">Shop now</a></p>';

  it('HTML → markdown: bold, lists, links; ₹ kept in the form and stored as the entity', () => {
    const md = htmlToMarkdown(html);
    expect(md).toContain('**10% off**');
    expect(md).toContain('up to ₹100');
    expect(md).toMatch(/^- {1,3}Minimum ₹200$/m);
    const stored = toServerOffer({ details: md }).details as string;
    expect(stored).toContain('up to &#8377;100');
    expect(stored).not.toContain('₹');
    expect(md).toMatch(/^1\. {1,2}Shop$/m);
    expect(md).toContain('[Shop now](https://shop.example/offers?x=1)');
  });

  it('markdown → HTML → markdown is stable, and HTML survives the round trip with ₹', () => {
    const md = htmlToMarkdown(html);
    const back = markdownToHtml(md);
    expect(tight(back)).toContain('<p>Get <strong>10% off</strong> up to ₹100 on <em>food</em></p>');
    expect(tight(back)).toContain('<ul><li>Minimum ₹200</li><li>Once per user</li></ul>');
    expect(tight(back)).toContain('<ol><li>Shop</li><li>Pay</li></ol>');
    expect(back).toContain('href="https://shop.example/offers?x=1"');
    expect(htmlToMarkdown(back)).toBe(md);
  });

  it('the seed markdown renders ₹ from the entity', () => {
    expect(markdownToHtml('Get **5% off** up to &#8377;50')).toBe('<p>Get <strong>5% off</strong> up to ₹50</p>');
  });

  it('empty text stays empty both ways', () => {
    expect(htmlToMarkdown('')).toBe('');
    expect(markdownToHtml('')).toBe('');
  });
});

describe('rendering is sanitized: raw HTML never executes, javascript: links are dropped', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '![x](javascript:alert(1))',
    '<a href="javascript:alert(1)">a</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
  ];
  it.each(payloads)('%s renders inert', (md) => {
    const container = document.createElement('div');
    container.innerHTML = markdownToHtml(md);
    expect(container.querySelector('script, iframe, svg, [onerror], [onload]')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    for (const img of container.querySelectorAll('img'))
      expect(img.getAttribute('src')).not.toMatch(/^\s*javascript:/i);
  });

  it('typed "<script>" text in the editor round-trips as text, not as a tag', () => {
    const md = htmlToMarkdown('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const container = document.createElement('div');
    container.innerHTML = markdownToHtml(md);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent?.trim()).toBe('<script>alert(1)</script>');
  });

  it('sanitizeHtml (DOMPurify) strips scripts and javascript: hrefs from HTML', () => {
    const clean = sanitizeHtml('<p onclick="x()">ok<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>');
    expect(clean).not.toMatch(/script|onclick|javascript:/i);
    expect(clean).toContain('ok');
  });
});

describe('the offers transform at the provider boundary', () => {
  it("toServer: the form's markdown with the entity, ISO times without milliseconds, empty optionals null, form-only inputs dropped", () => {
    const sent = toServerOffer({
      brand: 'B',
      short: 'Up to ₹50',
      details: '**Hi** ₹5',
      tnc: '',
      process: '1.  a',
      editorHtml: { details: '<p><strong>Hi</strong> ₹5</p>' },
      startTime: new Date('2026-12-01T10:30:15.123Z'),
      endTime: '2026-12-31T10:30:00.999Z',
      couponCode: '',
      redirectionLink: '',
      hasCouponCode: false,
      hasRedirectionLink: false,
    });
    expect(sent).toEqual({
      brand: 'B',
      short: 'Up to &#8377;50',
      details: '**Hi** &#8377;5',
      tnc: '',
      process: '1.  a',
      startTime: '2026-12-01T10:30:15Z',
      endTime: '2026-12-31T10:30:00Z',
      couponCode: null,
      redirectionLink: null,
    });
  });

  it('fromServer: the stored markdown as it is, ₹ restored in every text', () => {
    const record = fromServerOffer({
      id: 1,
      short: '10% off up to &#8377;100',
      details: '**Hi** &#8377;5 <script>x</script>',
      tnc: '',
      process: '',
    });
    expect(record).toMatchObject({
      id: 1,
      short: '10% off up to ₹100',
      details: '**Hi** ₹5 <script>x</script>',
      tnc: '',
    });
  });

  it('a text nobody edited goes back byte for byte, whatever markdown style it was written in', () => {
    const stored = {
      details: '* Min order &#8377;200\n* __Once__ per user\n\nSee <https://shop.example>',
      tnc: '1) Valid till stocks last',
      process: 'Pay with *postpe*',
      short: 'Flat &#8377;75 off',
    };
    const sent = toServerOffer(fromServerOffer({ id: 3, ...stored }));
    expect(sent).toMatchObject(stored);
  });
});
