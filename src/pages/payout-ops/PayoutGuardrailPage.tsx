import { PAYOUT_GUARDRAILS } from '../../../contract/bindings';
import { GuardrailsPanel } from '../investments/GuardrailsPanel';

/** /payout/guardrail (spec §2.3, §6 PAYOUT_GUARDRAIL_ADMIN): per-channel payout caps, changed under four eyes. */
export default function PayoutGuardrailPage() {
  return (
    <GuardrailsPanel
      resource={PAYOUT_GUARDRAILS.name}
      title="investments.guardrails.payout_title"
      intro="investments.guardrails.payout_intro"
    />
  );
}
