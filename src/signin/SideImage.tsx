import { Box } from '@mui/material';

/** The side image of the sign-in screen (spec §2.2): an inline illustration, so it needs no request. */
export function SideImage({ alt }: { alt: string }) {
  return (
    <Box
      role="img"
      aria-label={alt}
      sx={{
        display: { xs: 'none', md: 'block' },
        flex: 1,
        background: 'linear-gradient(135deg, #1f4e99 0%, #2b7bbf 55%, #6fc3df 100%)',
      }}
    />
  );
}
