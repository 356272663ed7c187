import { useState } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  MenuItem,
  Slider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { istDayOf } from '../../../../contract/business-time';
import { calculatorFigures } from '../../../../contract/consumer/loan-calculator';
import type { EmiCalculatorConfig } from '../../../../contract/lending/emi-calculator';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { FieldGrid } from '../FieldGrid';
import { useConsumerProduct, useConsumerProductQuery } from '../provider';
import { QueryState } from '../../../common/QueryState';

interface Row {
  installmentNumber: number;
  amount: number;
  interest: number;
  principle: number;
  date: string;
}

function Calculator({ config }: { config: EmiCalculatorConfig }) {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const [amount, setAmount] = useState(() => calculatorFigures(config, Infinity, null).max);
  const [tenure, setTenure] = useState<number | null>(null);
  const f = calculatorFigures(config, amount, tenure);
  const [date] = useState(() => istDayOf(Date.now()));
  const bpi = useConsumerProductQuery<{ bpiDays: number; bpiAmount: number }>(
    'bpi',
    { consumerId: Number(entityId), amount: f.amount, date },
    f.amount > 0,
  );
  const schedule = useConsumerProductQuery<Row[]>(
    'schedule',
    { tenure: f.tenure, amount: f.amount, date, interestRate: config.interestRate },
    f.amount > 0 && f.tenure !== null,
  );
  return (
    <Box>
      <Typography id="pl-amount-label" gutterBottom>
        {translate('consumer360Products.calculator.amount', { amount: formatInr(f.amount), label: f.amountLabel })}
      </Typography>
      <Slider
        aria-labelledby="pl-amount-label"
        value={f.amount}
        min={Math.min(f.step, f.max)}
        max={f.max}
        step={f.step}
        marks={[
          { value: Math.min(f.step, f.max), label: f.minLabel },
          { value: f.max, label: f.maxLabel },
        ]}
        onChange={(_, v) => setAmount(Array.isArray(v) ? (v[0] ?? 0) : v)}
        getAriaValueText={(v) => formatInr(v)}
      />
      <TextField
        select
        size="small"
        label={translate('consumer360Products.calculator.tenure')}
        value={f.tenure ?? ''}
        onChange={(e) => setTenure(Number(e.target.value))}
        sx={{ minWidth: 200, my: 1 }}
      >
        {f.tenures.map((t) => (
          <MenuItem key={t} value={t}>
            {translate('consumer360Products.calculator.months', { count: t })}
          </MenuItem>
        ))}
      </TextField>
      <FieldGrid
        rows={[
          { label: 'consumer360Products.calculator.fee', value: formatInr(f.fee) },
          { label: 'consumer360Products.calculator.rate', value: `${config.interestRate}%` },
          {
            label: 'consumer360Products.calculator.tenure_interest',
            value:
              f.tenureInterest === null
                ? translate('consumer360Products.calculator.no_interest')
                : `${f.tenureInterest}%`,
          },
          { label: 'consumer360Products.calculator.bpi_days', value: bpi.data?.bpiDays ?? null },
          {
            label: 'consumer360Products.calculator.bpi_amount',
            value: bpi.data ? formatInr(bpi.data.bpiAmount) : null,
          },
        ]}
      />
      <QueryState query={schedule} emptyMessage="consumer360Products.empty.schedule">
        {(rows) => (
          <Table size="small" aria-label={translate('consumer360Products.calculator.schedule')} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                {['installment', 'date', 'amount', 'interest', 'principle'].map((k) => (
                  <TableCell key={k}>{translate(`consumer360Products.col.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.installmentNumber}>
                  <TableCell>{r.installmentNumber}</TableCell>
                  <TableCell>{r.date}</TableCell>
                  <TableCell>{formatInr(r.amount)}</TableCell>
                  <TableCell>{formatInr(r.interest)}</TableCell>
                  <TableCell>{formatInr(r.principle)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Box>
  );
}

/** PL EMI Calculator (spec §9, §3.24): slider, tenure, fee and tenure interest here; BPI and schedule from the server. */
export function PlCalculatorDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const config = useConsumerProduct<EmiCalculatorConfig>('calculatorConfig');
  return (
    <Dialog open onClose={onClose} aria-labelledby="pl-calculator-title" maxWidth="md" fullWidth>
      <ClosableDialogTitle id="pl-calculator-title" onClose={onClose}>
        {translate('consumer360Products.calculator.title')}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState query={config} emptyMessage="consumer360Products.empty.calculator">
          {(c) => <Calculator config={c} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
