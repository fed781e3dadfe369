import { useTranslation } from 'react-i18next';
import type { ApiError } from '@salon/contracts/api';
import { RetryAlert } from '@salon/ui';
import { ShopNotFound } from './shop-not-found.tsx';
import { ShopPage } from './shop-page.tsx';

export interface LoadProblemProps {
  /** What RTK Query reported. */
  error: unknown;
  /** What the page shows. */
  kind: 'product' | 'voucher' | 'order';
  onRetry: () => void;
}

/** The API knows no such thing: 404, or 400 on an id that is no id at all (`/sklep/produkt/123`). */
function isUnknown(error: unknown): boolean {
  const apiError = error as ApiError | undefined;
  return apiError?.status === 404 || (apiError?.status === 400 && apiError.field === 'id');
}

/** A page whose one thing did not load: an unknown one is "not found" with the way back to the shop; anything else says so with a retry. */
export function LoadProblem({ error, kind, onRetry }: LoadProblemProps) {
  const { t } = useTranslation('shop');
  if (isUnknown(error)) return <ShopNotFound kind={kind} />;
  return (
    <ShopPage title={t(`loadError.${kind}.title`)} noindex>
      <RetryAlert message={t(`loadError.${kind}.text`)} onRetry={onRetry} />
    </ShopPage>
  );
}
