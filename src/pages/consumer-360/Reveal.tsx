import { MaskedValue } from '../../common/entity-360';
import type { PiiKind } from '../../../contract/pii';
import { actionEntry } from './access';
import { useConsumerProvider } from './provider';

/** A masked personal value of this consumer with the audited 'Reveal' (CAN_REVEAL_CONSUMER_PII). */
export function Reveal({
  consumerId,
  field,
  masked,
  label,
  recordId,
}: {
  consumerId: number;
  field: PiiKind;
  masked: string | null | undefined;
  label: string;
  recordId?: number;
}) {
  const provider = useConsumerProvider();
  return (
    <MaskedValue
      masked={masked}
      label={label}
      revealResource={actionEntry('reveal')}
      onReveal={(reason) =>
        provider.revealConsumerValue({ consumerId, field, reason, ...(recordId ? { recordId } : {}) })
      }
    />
  );
}
