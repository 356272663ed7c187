import { useId, type ReactNode } from 'react';
import { Box, Paper, TableContainer, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';

/** One bar series of a chart: the row field it plots and its legend's i18n key. */
export interface Series {
  field: string;
  label: string;
}

/**
 * A dashboard figure: its heading, a bar chart (a focusable image, named, for the keyboard and screen readers) and
 * the same numbers in a table under it. The rows are the server's aggregates as they came; nothing is summed here.
 */
export function ChartFigure<Row extends { id: string | number }>({
  title,
  rows,
  band,
  series,
  columns,
  stacked = false,
  children,
}: {
  /** i18n key of the figure's heading (also the table's name). */
  title: string;
  rows: readonly Row[];
  /** The row field along the x axis. */
  band: keyof Row & string;
  series: readonly Series[];
  columns: readonly TableColumn<Row>[];
  stacked?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const heading = useId();
  const name = translate(title);
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id={heading} gutterBottom>
        {name}
      </Typography>
      {children}
      {rows.length > 0 && (
        <Box
          role="img"
          tabIndex={0}
          aria-label={translate('dashboards.chart_label', { title: name })}
          sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          <BarChart
            height={260}
            dataset={rows as unknown as Record<string, string | number>[]}
            xAxis={[{ scaleType: 'band', dataKey: band }]}
            series={series.map((s) => ({
              dataKey: s.field,
              label: translate(s.label),
              ...(stacked && { stack: 'total' }),
            }))}
          />
        </Box>
      )}
      <TableContainer component={Paper} variant="outlined">
        <ColumnTable label={title} rows={rows} columns={columns} />
      </TableContainer>
    </Box>
  );
}
