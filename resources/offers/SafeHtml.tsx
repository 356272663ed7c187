import { Box } from '@mui/material';
import { sanitizeHtml } from './markdown';

/** Offer rich text on screen: always through DOMPurify, so nothing in it can run (DESIGN.md §5). */
export function SafeHtml({ html }: { html: unknown }) {
  const clean = typeof html === 'string' ? sanitizeHtml(html) : '';
  return (
    <Box
      className="offer-rich-text"
      sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
