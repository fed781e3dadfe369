import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@salon/ui';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** How many items the filters find; unknown while the list loads. */
  total: number | undefined;
  /** Shown only while some filter is on. */
  onClearAll?: () => void;
  children: ReactNode;
}

/**
 * The filters on phones: a full-screen dialog (focus moves in and stays, Escape and the
 * close button close it, focus returns to the "Filters" button). Ticks apply at once
 * behind it; "Show results" closes it.
 */
export function FiltersDrawer({ open, onClose, total, onClearAll, children }: FiltersDrawerProps) {
  const { t } = useTranslation('shop');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('filters.title')}
      fullScreen
      footer={
        <>
          {onClearAll && (
            <Button variant="secondary" onClick={onClearAll}>
              {t('filters.clearAll')}
            </Button>
          )}
          <Button onClick={onClose}>{total === undefined ? t('filters.showResults') : t('filters.showCount', { count: total })}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
