import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@salon/contracts';
import { noteRemoteFailure, RemoteLoadError } from '@salon/platform';

interface Props {
  /** The remote whose code this wraps: a render error is counted against its version (remote health, decision 0038). */
  remote?: RemoteName;
  /** Rendered instead of the children after a failure; `retry` clears the error. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  onRetry: () => void;
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load or throws while rendering, so the header, the
 * footer and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A load failure was counted where it happened (loadRemoteModule). Both come from the
    // shell's copy of the platform, which before 1.1 has neither (a remote published with
    // --force under an older shell): then nothing is counted, and the boundary still works.
    const counting = typeof noteRemoteFailure === 'function' && typeof RemoteLoadError === 'function';
    if (counting && this.props.remote && !(error instanceof RemoteLoadError)) noteRemoteFailure(this.props.remote, 'render');
    this.props.onError?.(error);
    console.error('Remote failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}
