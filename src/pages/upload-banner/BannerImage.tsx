import { Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { bannerImage, type AppBanner } from '../../../dataProviders/crm/paylater-admin';
import { useDataUrl } from '../../common/data-url';

/** A stored banner's image at `width` px wide in its placement's proportions (a skeleton while it loads). */
export function BannerImage({ banner, width }: { banner: AppBanner; width: number | string }) {
  const image = useQuery({
    queryKey: ['banner-image', banner.id],
    queryFn: () => bannerImage(banner.id),
    staleTime: Infinity,
  });
  const src = useDataUrl(image.data);
  const ratio = `${banner.width} / ${banner.height}`;
  return src ? (
    <Box component="img" src={src} alt={banner.title} sx={{ width, aspectRatio: ratio, display: 'block' }} />
  ) : (
    <Skeleton variant="rectangular" sx={{ width, height: 'auto', aspectRatio: ratio }} />
  );
}
