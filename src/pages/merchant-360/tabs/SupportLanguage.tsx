import { useQuery } from '@tanstack/react-query';
import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getSupportLanguage } from '../../../../dataProviders/merchant-support/consumer-calls';
import { formatDate } from '../../../format';

/**
 * The merchant's IVR/support language (spec §7.4 GET /freshbots/language; issue 43 item 7), beside the freshbots
 * tickets and calls: 'Not set' when the merchant has none, a short note when it could not be read.
 */
export function SupportLanguage({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['m360', merchantId, 'support-language'],
    queryFn: ({ signal }) => getSupportLanguage(merchantId, signal),
  });
  const label = translate('consumerCalls.language.label');
  if (query.isPending) return <Chip size="small" variant="outlined" label={`${label}: …`} />;
  if (query.isError)
    return (
      <Typography variant="body2" color="error" role="status">
        {translate('consumerCalls.language.failed')}
      </Typography>
    );
  const { language, updatedAt } = query.data;
  const value = language ?? translate('consumerCalls.language.not_set');
  const since = updatedAt ? ` (${translate('consumerCalls.language.updated', { date: formatDate(updatedAt) })})` : '';
  return <Chip size="small" variant="outlined" label={`${label}: ${value}${since}`} />;
}
