import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** A merchant id that opens the merchant on one of its tabs (`segment`: its path under /new-merchant/:id). */
export function MerchantLink({ id, segment }: { id: string; segment: string }) {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/new-merchant/${encodeURIComponent(id)}/${segment}`}>
      {id}
    </Link>
  );
}
