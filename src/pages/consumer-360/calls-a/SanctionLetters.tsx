import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SanctionLetterWire } from '../../../../contract/consumer/calls-a-rules';
import { ColumnTable } from '../../../common/ColumnTable';
import { QueryState } from '../../../common/QueryState';
import { formatDate, formatInr } from '../../../format';
import { useOpenPdf } from '../open-pdf';
import { useConsumerProvider } from '../provider';
import { Section } from './Section';
import { useCallsA } from './useCallsA';

const k = 'consumer360.callsA.letters.';

/** Sanction letters (lending, spec §7.5): the credit line's and each loan's, each downloaded as a PDF. */
export function SanctionLetters({ consumerId }: { consumerId: number }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const openPdf = useOpenPdf();
  const letters = useCallsA<(SanctionLetterWire & { id: string })[]>('sanctionLetters', consumerId);
  const rows = letters.data?.map((l) => ({ ...l, id: l.letterId }));
  return (
    <Section id="consumer-sanction-letters" title={`${k}title`}>
      <QueryState query={{ ...letters, data: rows }} items={`${k}items`} rows={2}>
        {(list) => (
          <ColumnTable
            label={`${k}title`}
            rows={list}
            columns={[
              { label: `${k}letter`, render: (l) => l.letterId },
              {
                label: `${k}product`,
                render: (l) => translate(`${k}${l.product}`, { id: l.loanId ?? '' }),
              },
              { label: `${k}lender`, render: (l) => l.lender },
              { label: `${k}amount`, render: (l) => formatInr(l.sanctionedAmount) },
              { label: `${k}date`, render: (l) => formatDate(l.sanctionedAt, 'seconds') },
              {
                label: `${k}download`,
                render: (l) => (
                  <Button
                    size="small"
                    aria-label={translate(`${k}download_label`, { id: l.letterId })}
                    onClick={() =>
                      void openPdf(() =>
                        provider.getCallsAFile('sanctionLetterPdf', { consumerId, letterId: l.letterId }),
                      )
                    }
                  >
                    {translate(`${k}download`)}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Section>
  );
}
