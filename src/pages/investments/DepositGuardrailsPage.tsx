import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEPOSIT_GUARDRAILS } from '../../../contract/bindings';
import { GuardrailsPanel } from './GuardrailsPanel';

/** /deposit/guardrails (spec §2.3, §7.7 /investment/guardrail …): the deposit caps per product, under four eyes. */
export default function DepositGuardrailsPage() {
  const translate = useTranslate();
  return (
    <>
      <GuardrailsPanel
        resource={DEPOSIT_GUARDRAILS.name}
        title="investments.guardrails.title"
        intro="investments.guardrails.intro"
      />
      <Button component={Link} to="/deposit/guardrails/audit" sx={{ ml: 2 }}>
        {translate('investments.guardrails.audit_link')}
      </Button>
    </>
  );
}
