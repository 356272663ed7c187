import { expect, type Page } from '@playwright/test';

/** The signed-in console's bearer token (sessionStorage, spec §3.1), to read what the backend stored. */
export async function bearerOf(page: Page): Promise<Record<string, string>> {
  // signIn() returns once "Sign in" is clicked: the token is stored a moment later (on a busy machine, later still).
  let token = '';
  await expect
    .poll(async () => (token = await page.evaluate(() => sessionStorage.getItem('token') ?? '')), { timeout: 20_000 })
    .not.toBe('');
  return { authorization: `Bearer ${token.replace(/^"|"$/g, '')}` };
}

export interface StoredOffer {
  id: number;
  brand: string;
  short: string;
  details: string;
  tnc: string;
  process: string;
  redirectionLink: string | null;
  couponCode: string | null;
  status: string;
  startTime: string;
}

/** Offers of one brand exactly as the postpe backend stores them (markdown, entities), any status. */
export async function storedOffers(page: Page, brand: string): Promise<StoredOffer[]> {
  const headers = await bearerOf(page);
  const response = await page.request.get(`/api/postpe/offers?brand=${encodeURIComponent(brand)}&size=50`, { headers });
  const body = (await response.json()) as { data: { content: StoredOffer[] } };
  return body.data.content;
}

/** `yyyy-MM-ddTHH:mm` in local time, `days` from now, for a datetime-local input. */
export function localDateTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Pastes HTML into a rich-text editor the way a user's clipboard would. */
export async function pasteHtml(page: Page, editorIndex: number, html: string): Promise<void> {
  const editor = page.locator('.ProseMirror').nth(editorIndex);
  await editor.click();
  await editor.evaluate((el, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]+>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The one stored offer of a brand; fails the test when there is none. */
export async function storedOffer(page: Page, brand: string): Promise<StoredOffer> {
  const [offer] = await storedOffers(page, brand);
  if (!offer) throw new Error(`no stored offer for ${brand}`);
  return offer;
}
