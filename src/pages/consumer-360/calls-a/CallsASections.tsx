import { Stack } from '@mui/material';
import type { ConsumerSummary } from '../useConsumer';
import { ContactsSection } from './ContactsSection';
import { DeathCertificate } from './DeathCertificate';
import { RepaymentLinks } from './RepaymentLinks';
import { SanctionLetters } from './SanctionLetters';

/**
 * Issue 46 item 6 (spec §7.5) on the summary tab, where an agent handling a call looks: the consumer's contacts,
 * repayment links, sanction letters and (for the keys that see it) the death certificate.
 */
export function CallsASections({ summary }: { summary: ConsumerSummary }) {
  return (
    <Stack spacing={1}>
      <ContactsSection consumerId={summary.consumerId} />
      <RepaymentLinks summary={summary} />
      <SanctionLetters consumerId={summary.consumerId} />
      <DeathCertificate summary={summary} />
    </Stack>
  );
}
