import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConsumerProductsScope } from '../provider';
import { LoansView } from './LoansView';
import { PlCalculatorDialog } from './PlCalculatorDialog';

function PostpeLoans() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <LoansView
      identifier="CONSUMER_TRANSACTIONS"
      extra={
        <>
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            {translate('consumer360Products.calculator.open')}
          </Button>
          {open && <PlCalculatorDialog onClose={() => setOpen(false)} />}
        </>
      }
    />
  );
}

/** Postpe Loans (spec §2.13: identifier CONSUMER_TRANSACTIONS) with the PL EMI Calculator (§9). */
export default function PostpeLoansTab() {
  return (
    <ConsumerProductsScope>
      <PostpeLoans />
    </ConsumerProductsScope>
  );
}
