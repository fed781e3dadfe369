import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, PageSkeleton } from '@salon/ui';
import { loadRemoteModule, track } from '@salon/platform';
import type { RemoteName } from '@salon/contracts';
import { RemoteErrorBoundary } from '@salon/ui';
import { SHELL_NS } from '../i18n.ts';

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './routes'. Its default export is rendered. */
  module: string;
  /** The props of the exposed component, as its contract in @salon/contracts declares them; none by default. */
  props?: P;
  /** What shows while loading; the page skeleton by default. */
  loading?: ReactNode;
  /** Invisible hosts (the auth dialog) fail quietly instead of showing a retry box. */
  quiet?: boolean;
  /** Loader override for tests. */
  load?: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * Mounts one exposed module of a remote with a loading skeleton, an error boundary and a
 * retry button. A retry builds a new lazy component: React.lazy remembers a failed import.
 */
export function RemoteSlot<P extends object = Record<string, never>>({ remote, module, props, loading, quiet = false, load }: RemoteSlotProps<P>) {
  const { t } = useTranslation(SHELL_NS);
  const [attempt, setAttempt] = useState(0);

  const RemoteComponent = useMemo(
    () => lazy(load ?? (() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module))),
    // `attempt` is the point: each retry needs a fresh lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt, load],
  );

  return (
    <RemoteErrorBoundary
      key={`${remote}${module}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => track('remote-load-failed', { remote, module, message: error.message })}
      fallback={(retry) =>
        quiet ? null : (
          <Container>
            <section aria-labelledby={`remote-failed-${remote}`} data-remote-fallback={remote}>
              <Alert tone="error">
                <h2 id={`remote-failed-${remote}`}>{t('remoteSlot.failedTitle')}</h2>
                <p>{t('remoteSlot.failedText')}</p>
              </Alert>
              <Button variant="primary" onClick={retry}>
                {t('remoteSlot.retry')}
              </Button>
            </section>
          </Container>
        )
      }
    >
      <Suspense fallback={loading ?? (quiet ? null : <PageSkeleton />)}>
        <RemoteComponent {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
