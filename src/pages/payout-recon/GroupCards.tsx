import { Card, CardContent, Grid, Typography } from '@mui/material';

/** A reconciliation group's card: its name, count and the lines under it (totals, rows to review). */
export interface GroupCard {
  key: string;
  label: string;
  count: number;
  lines: readonly string[];
}

/**
 * The four groups of a reconciliation, one card each (shared by /payment-recon and /recon/upload-file): every card is
 * a labelled group so a screen reader names it before its figures.
 */
export function GroupCards({ cards }: { cards: readonly GroupCard[] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined" role="group" aria-label={card.label}>
            <CardContent>
              <Typography variant="subtitle2">{card.label}</Typography>
              <Typography variant="h5">{card.count}</Typography>
              {card.lines.map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
