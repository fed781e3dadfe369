import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Spinner, type SearchBoxLabels } from '@salon/ui';

/*
 * The pieces the salon list and the city page share around their salon sections:
 * the column they stack in, the loading and failure states, the search's result count
 * and its empty message.
 */

/** The list's content column: filters, sections and map stacked with even spacing. */
export const Directory = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** The city buttons, the search and its result count, kept close together above the salons. */
export const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The spinner while the salons load. */
export function Loading() {
  const { t } = useTranslation('salons');
  return (
    <Centered>
      <Spinner label={t('salonList.loading')} />
    </Centered>
  );
}

/** A failed load: what happened and a retry; the filters and everything else stay usable. */
export function LoadFailed({ message, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('salons');
  return (
    <Alert tone="error" title={t('common:errors.title')}>
      <p>{message ?? t('salonList.loadError')}</p>
      <Button variant="link" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

/**
 * How many salons the search found, in a polite live region that is always in the
 * page, so screen readers hear the count change as the visitor types (WCAG 4.1.3).
 */
export function FoundStatus({ searching, found }: { searching: boolean; found: number }) {
  const { t } = useTranslation('salons');
  return <Count role="status">{searching ? t('salonList.search.found', { count: found }) : ''}</Count>;
}

/** The empty message of a search that finds nothing ("change filters"), with a way to clear it. */
export function EmptySearch({ onClear, action }: { onClear: () => void; action?: ReactNode }) {
  const { t } = useTranslation('salons');
  return (
    <EmptyState
      title={t('salonList.empty.title')}
      description={t('salonList.empty.description')}
      action={
        <Actions>
          <Button variant="secondary" onClick={onClear}>
            {t('salonList.search.clear')}
          </Button>
          {action}
        </Actions>
      }
    />
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

const Count = styled.p`
  /* Always there, even empty: a live region added or shown late is often not read, and the reserved line keeps the list from jumping. */
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The salon search box's words (`salonList.search.*` of the salons namespace). */
export function salonSearchLabels(t: TFunction): SearchBoxLabels {
  return {
    landmark: t('salonList.search.landmark'),
    label: t('salonList.search.label'),
    placeholder: t('salonList.search.placeholder'),
    clear: t('salonList.search.clear'),
    hint: t('salonList.search.hint'),
  };
}
