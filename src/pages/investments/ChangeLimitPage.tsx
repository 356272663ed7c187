import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { INVESTMENT_REQUESTS } from '../../../contract/bindings';
import { formatInr } from '../../format';
import { AccountSearch } from './InvestmentAccountPage';
import { InvestmentRequests } from './InvestmentRequests';
import type { InvestmentAccount } from './investment-types';
import { useOpsMutation } from './ops-hooks';
import { CheckedField, RemarksField, remarksOk } from './RequestFields';

const resource = INVESTMENT_REQUESTS.name;
/** Spec §9 'new limit max 6': at most 6 digits, 2 decimals. */
const NEW_LIMIT = /^\d{1,6}(\.\d{1,2})?$/;

/** /investment-account-change-limit (spec §2.3): a maker proposes a new investment limit; a checker decides it. */
export default function ChangeLimitPage() {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource, action: 'raise' });
  const [account, setAccount] = useState<InvestmentAccount | null>(null);
  const [limit, setLimit] = useState('');
  const [remarks, setRemarks] = useState('');
  const raise = useOpsMutation<{ accountId: number; newLimit: number; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.raiseInvestmentLimit(resource, { data, idempotencyKey }),
    {
      success: 'investments.change_limit.raised',
      onDone: () => {
        setLimit('');
        setRemarks('');
      },
    },
  );
  const valid = account !== null && NEW_LIMIT.test(limit.trim()) && remarksOk(remarks);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.change_limit.title')}
      </Typography>
      <AccountSearch onPick={setAccount} />
      {account && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography>
              {`${account.accountNo} · ${translate('investments.change_limit.current')}: ${formatInr(account.investLimit)}`}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <CheckedField
                label="investments.fields.newLimit"
                hint="investments.change_limit.hint"
                value={limit}
                onChange={setLimit}
                pattern={NEW_LIMIT}
              />
              <RemarksField value={remarks} onChange={setRemarks} />
            </Stack>
            <Tooltip title={mayRaise ? '' : translate('investments.no_raise')}>
              <span>
                <Button
                  sx={{ mt: 2 }}
                  variant="contained"
                  disabled={!mayRaise || !valid || raise.isPending}
                  onClick={() =>
                    account && raise.mutate({ accountId: account.id, newLimit: Number(limit), remarks: remarks.trim() })
                  }
                >
                  {translate('investments.change_limit.raise')}
                </Button>
              </span>
            </Tooltip>
          </CardContent>
        </Card>
      )}
      <InvestmentRequests kind="INVESTMENT_LIMIT" />
    </Box>
  );
}
