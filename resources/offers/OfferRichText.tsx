import { Box } from '@mui/material';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { isSafeUrl } from './rich-text-values';

/**
 * Offer rich text on screen, straight from its markdown as React elements (markdown-to-jsx, 7 kB gzip, in place of
 * marked and DOMPurify's 26 kB; issue 18). Nothing in it can run (DESIGN.md §5): no HTML string reaches the page,
 * raw HTML in the markdown shows as text, and a link or image keeps its target only if isSafeUrl allows it.
 */
const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  sanitizer: (value) => (isSafeUrl(value) ? value : null),
  overrides: { a: { props: { target: '_blank', rel: 'noopener noreferrer' } } },
};

export function OfferRichText({ markdown }: { markdown: unknown }) {
  return (
    <Box className="offer-rich-text" sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}>
      {typeof markdown === 'string' && markdown.trim() ? <Markdown options={options}>{markdown}</Markdown> : null}
    </Box>
  );
}
