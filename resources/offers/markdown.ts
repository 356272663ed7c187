import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import TurndownService from 'turndown';
import { decodeRupee, isSafeUrl } from './rich-text-values';

/**
 * The rich-text editor's converters (STACK.md trap 2), fetched with the editor: the form holds an offer's text as
 * markdown and the editor speaks HTML. Rendering never lets raw HTML or a `javascript:` link through: marked escapes
 * every raw HTML token, links and images keep only safe targets (isSafeUrl), and DOMPurify cleans the result once
 * more wherever a DOM exists. Everywhere else the console shows the markdown with OfferRichText (no HTML at all).
 */
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

/** Editor HTML → markdown (₹ as typed; the provider stores it as `&#8377;`). */
export function htmlToMarkdown(html: string | null | undefined): string {
  if (!html || !html.trim()) return '';
  return turndown.turndown(html);
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

/** Markdown → safe HTML for the editor, ₹ restored if the text still has the entity. */
export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(decodeRupee(html)).trim();
}
