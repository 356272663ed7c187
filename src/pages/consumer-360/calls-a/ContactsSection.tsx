import { useTranslate } from 'react-admin';
import type { ContactWire } from '../../../../contract/consumer/calls-a-rules';
import { ColumnTable } from '../../../common/ColumnTable';
import { QueryState } from '../../../common/QueryState';
import { Reveal } from '../Reveal';
import { Section } from './Section';
import { useCallsA } from './useCallsA';

const k = 'consumer360.callsA.contacts.';

/** GET /postpe/contacts (spec §7.5): the emergency and reference contacts, each mobile masked with the audited reveal. */
export function ContactsSection({ consumerId }: { consumerId: number }) {
  const translate = useTranslate();
  const contacts = useCallsA<ContactWire[]>('contacts', consumerId);
  return (
    <Section id="consumer-contacts" title={`${k}title`}>
      <QueryState query={contacts} items={`${k}items`} rows={3}>
        {(rows) => (
          <ColumnTable
            label={`${k}title`}
            rows={rows}
            columns={[
              { label: `${k}kind`, render: (r) => translate(`${k}${r.kind}`) },
              { label: `${k}name`, render: (r) => r.name },
              { label: `${k}relation`, render: (r) => r.relation },
              {
                label: `${k}mobile`,
                render: (r) => (
                  <Reveal
                    consumerId={consumerId}
                    field="contactMobile"
                    recordId={r.id}
                    masked={r.mobile}
                    label={`${k}mobile`}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Section>
  );
}
