import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import TurndownService from 'turndown';

/**
 * Offer rich text at the provider boundary (STACK.md trap 2): the editor speaks HTML, the backend stores markdown
 * with the rupee sign as the HTML entity `&#8377;` (spec §3.5). Rendering never lets raw HTML or a `javascript:`
 * link through: marked escapes every raw HTML token, links and images keep only http(s), mailto and tel targets,
 * and DOMPurify cleans the result once more wherever a DOM exists.
 */
export const RUPEE = '₹';
export const RUPEE_ENTITY = '&#8377;';

export const encodeRupee = (text: string): string => text.replaceAll(RUPEE, RUPEE_ENTITY);
export const decodeRupee = (text: string): string => text.replace(/&#8377;|&#x20b9;/gi, RUPEE);

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/))/i;
/** Targets a rendered link or image may keep; anything else (javascript:, data:, vbscript: …) is dropped. */
export const isSafeUrl = (url: string): boolean => SAFE_URL.test(url.trim());

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    /** Raw HTML in the markdown is shown as text, never parsed. */
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr} rel="noopener noreferrer" target="_blank">${inner}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      return isSafeUrl(href) ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">` : escapeHtml(text);
    },
  },
});

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  emDelimiter: '_',
});

/** Editor HTML → stored markdown, with ₹ as `&#8377;`. */
export function htmlToMarkdown(html: string | null | undefined): string {
  if (!html || !html.trim()) return '';
  return encodeRupee(turndown.turndown(html));
}

/** DOMPurify where a DOM exists (browser, jsdom); the marked rules above already keep raw HTML out. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

/** Stored markdown → safe HTML (for the editor and for display), ₹ restored. */
export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(decodeRupee(html)).trim();
}
