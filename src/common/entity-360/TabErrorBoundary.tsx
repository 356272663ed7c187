import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

interface Props {
  /** The translated texts: the fallback message and the retry button. */
  fallbackMessage: string;
  retryLabel: string;
  /** Before the tab renders again (a lazyTab's chunk is then fetched afresh: resetLazyTab). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * One tab's error boundary: a tab whose chunk fails to load (a slow or dropped request under load) or whose render
 * throws shows its error with Retry, in place, instead of leaving the panel blank or taking the whole page down.
 * Retry renders the tab again from scratch (a lazyTab chunk that failed is fetched again).
 */
export class TabErrorBoundary extends Component<Props, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <ContentKey key={attempt}>{this.props.children}</ContentKey>;
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              this.props.onRetry?.();
              this.setState({ error: null, attempt: attempt + 1 });
            }}
          >
            {this.props.retryLabel}
          </Button>
        }
      >
        {error.message || this.props.fallbackMessage}
      </Alert>
    );
  }
}

function ContentKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
