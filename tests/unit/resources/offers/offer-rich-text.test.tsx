// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { OfferRichText } from '../../../../resources/offers/OfferRichText';

const show = (markdown: unknown) => render(<OfferRichText markdown={markdown} />).container;

describe('offer rich text on screen: markdown as React elements', () => {
  afterEach(cleanup);

  it('shows bold, lists and links as the app does; a link opens in a new tab', () => {
    const box = show(
      'Get **10% off** up to ₹100\n\n- Min order ₹200\n- Once per user\n\n1. Shop\n2. Pay\n\n[Read more](https://shop.example/tnc)',
    );
    expect(box.querySelector('strong')?.textContent).toBe('10% off');
    expect(box.textContent).toContain('up to ₹100');
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Min order ₹200',
      'Once per user',
    ]);
    expect([...box.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Shop', 'Pay']);
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/tnc');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows nothing for empty or missing text', () => {
    expect(show('').textContent).toBe('');
    expect(show(undefined).textContent).toBe('');
    expect(show(42).textContent).toBe('');
  });

  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '[click](  javascript:alert(1))',
    '![x](javascript:alert(1))',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<a href="javascript:alert(1)">a</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
    '<https://ok.example> and <javascript:alert(1)>',
  ];
  it.each(payloads)('%s renders inert', (md) => {
    const box = show(md);
    expect(box.querySelector('script, iframe, svg, [onerror], [onload]')).toBeNull();
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').toMatch(/^(https?:|$)/);
    for (const img of box.querySelectorAll('img')) expect(img.getAttribute('src') ?? '').toMatch(/^(https?:|$)/);
  });

  it('raw HTML shows as the text it is', () => {
    expect(show('<script>alert(1)</script>').textContent).toContain('<script>alert(1)</script>');
  });
});
