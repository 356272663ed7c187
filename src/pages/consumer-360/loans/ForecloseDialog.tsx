import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ForeclosureQuote } from '../../../../contract/consumer/emi';
import { BANK_REFERENCE_MAX } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { useConsumerAction } from '../actions/useConsumerAction';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { useConsumerProvider } from '../provider';
import type { EmiRow } from './EmisTab';
import { NOTE_MAX, useTooLong } from '../../../common/RequiredField';

/**
 * Foreclose EMI (spec §3.17, §5.8): the quote, the bank reference (required, max 20) and optional comments, then a
 * confirmation step with the amount collected; txnType OFFLINE_BILL_PAYMENT. 'EMI Foreclosed' once done.
 */
export function ForecloseDialog({
  loan,
  consumerId,
  onClose,
}: {
  loan: EmiRow;
  consumerId: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [reference, setReference] = useState('');
  const [comments, setComments] = useState('');
  const referenceTooLong = useTooLong(reference, BANK_REFERENCE_MAX);
  const commentsTooLong = useTooLong(comments, NOTE_MAX);
  const quote = useQuery({
    queryKey: ['consumer-360', 'quote', loan.id],
    queryFn: () => provider.getLoanPart('quote', loan.id) as Promise<ForeclosureQuote>,
    retry: false,
  });
  const foreclose = useConsumerAction('foreclose', [CONSUMER_LISTS.emis]);
  const q = quote.data;
  const effect = q
    ? translate('consumer360.action.foreclose_effect', {
        amount: formatInr(q.foreclosureAmount),
        principal: formatInr(q.foreclosurePrincipal),
        interest: formatInr(q.foreclosureInterest),
      })
    : '';
  if (step === 'confirm' && q)
    return (
      <ConfirmDialog
        title={translate('consumer360.action.foreclose_confirm_title', { id: loan.id })}
        effect={effect}
        busy={foreclose.isPending}
        onClose={() => setStep('form')}
        confirmLabel={translate('consumer360.action.foreclose')}
        onConfirm={() =>
          foreclose.mutate(
            {
              bankReferenceNumber: reference.trim(),
              consumerId,
              loanId: loan.id,
              comments: comments.trim(),
              txnType: 'OFFLINE_BILL_PAYMENT',
            },
            { onSuccess: onClose },
          )
        }
      />
    );
  const k = 'consumer360.quote.';
  return (
    <ConfirmDialog
      title={translate('consumer360.action.foreclose_title', { id: loan.id })}
      effect={effect}
      busy={false}
      blocked={
        q && reference.trim() && !referenceTooLong.error && !commentsTooLong.error
          ? null
          : translate('consumer360.action.bank_reference')
      }
      confirmLabel={translate('consumer360.action.next')}
      onClose={onClose}
      onConfirm={() => setStep('confirm')}
    >
      <ReadPending query={quote} />
      {q && (
        <FieldGrid
          rows={[
            { label: `${k}emiChosen`, value: q.emiChosen },
            { label: `${k}interestRate`, value: `${q.interestRate}%` },
            { label: `${k}paidPrincipal`, value: formatInr(q.paidPrincipal) },
            { label: `${k}paidInterest`, value: formatInr(q.paidInterest) },
            { label: `${k}foreclosurePrincipal`, value: formatInr(q.foreclosurePrincipal) },
            { label: `${k}foreclosureInterest`, value: formatInr(q.foreclosureInterest) },
            { label: `${k}foreclosureAmount`, value: formatInr(q.foreclosureAmount) },
            { label: `${k}savedInterest`, value: formatInr(q.savedInterest) },
          ]}
        />
      )}
      <Stack spacing={2} sx={{ pt: 2 }}>
        <TextField
          required
          label={translate('consumer360.action.bank_reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          {...referenceTooLong}
        />
        <TextField
          label={translate('consumer360.action.comments')}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          multiline
          {...commentsTooLong}
        />
      </Stack>
    </ConfirmDialog>
  );
}
