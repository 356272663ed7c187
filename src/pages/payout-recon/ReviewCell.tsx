import { Button, Tooltip, Typography } from '@mui/material';

/**
 * A reconciliation row's review cell (shared by /payment-recon and /recon/upload-file): who reviewed it and why, or
 * the button that opens the review, disabled with the reason when the user may not review.
 */
export function ReviewCell({
  reviewed,
  label,
  buttonName,
  deniedReason,
  onReview,
}: {
  /** The review as text ('Reviewed by … : remarks'), or null while the row is still open. */
  reviewed: string | null;
  label: string;
  /** The button's accessible name when it must say more than `label` (which row). */
  buttonName?: string;
  /** Why the user may not review; null when they may. */
  deniedReason: string | null;
  onReview(): void;
}) {
  if (reviewed !== null) return <Typography variant="body2">{reviewed}</Typography>;
  return (
    <Tooltip title={deniedReason ?? ''}>
      <span>
        <Button
          size="small"
          variant="outlined"
          disabled={deniedReason !== null}
          onClick={onReview}
          aria-label={buttonName}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
