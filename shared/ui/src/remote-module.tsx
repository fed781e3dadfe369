import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@salon/contracts';
import { loadRemoteModule } from '@salon/platform';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RetryAlert } from './retry-alert.tsx';
import { Spinner } from './spinner.tsx';

/** Props of `RemoteModule`. */
export interface RemoteModuleProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './VisitCard'; its default export is rendered with `props`. */
  module: string;
  props: P;
  /** What shows while it loads; a spinner by default. */
  loading?: ReactNode;
  /** What failed, in the page's language, above the retry button. */
  failedMessage: string;
}

/**
 * A piece of another remote inside this one (the profile shows booking's visit card),
 * loaded through the federation runtime, with a loader, and an error with a retry when
 * it cannot load or throws; the rest of the page keeps working. A retry makes a new
 * lazy component: React.lazy remembers a failed import.
 */
export function RemoteModule<P extends object>({ remote, module, props, loading, failedMessage }: RemoteModuleProps<P>) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module)),
    // `attempt` is the point: each retry needs a fresh lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary remote={remote} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <RetryAlert message={failedMessage} onRetry={retry} />}>
      <Suspense fallback={loading ?? <Spinner label={t('loading')} />}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
