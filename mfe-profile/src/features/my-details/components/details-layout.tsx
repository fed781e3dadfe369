import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';

/*
 * The tab's building blocks: a group titled by an h2 (the page above holds the h1),
 * with an optional action beside the title, and the details as a description list.
 */

export interface DetailsGroupProps {
  title: string;
  /** A button beside the title ("Edytuj"). */
  action?: ReactNode;
  /** The element's id, for links to it (`consents-section`). */
  id?: string;
  children: ReactNode;
  /** Focusable by script (a "go to" button moves the focus here), not by Tab. */
  focusable?: boolean;
}

export function DetailsGroup({ title, action, id, children, focusable = false }: DetailsGroupProps) {
  const headingId = useId();
  return (
    <Group id={id} aria-labelledby={headingId} tabIndex={focusable ? -1 : undefined}>
      <GroupHeader>
        <GroupTitle id={headingId}>{title}</GroupTitle>
        {action}
      </GroupHeader>
      {children}
    </Group>
  );
}

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: ${({ theme }) => theme.space.xxl};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.headingFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

/** The details of a group: a term and its value per row. */
export const DetailsList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export function DetailsRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Row>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  dt {
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A value the customer has not given yet. */
export const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** A short status word beside a value ("niepotwierdzony"); words, never colour alone. */
export const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** Help under a value or a group's title. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A form in a dialog: fields in a column. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The footer of an edit dialog: cancel, and save for the form `formId` ("Zapisywanie…" while it saves). */
export function SaveCancelFooter({ formId, saving, onCancel }: { formId: string; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('myDetails.cancel')}
      </Button>
      <Button type="submit" form={formId} aria-disabled={saving || undefined}>
        {saving ? t('myDetails.saving') : t('myDetails.save')}
      </Button>
    </>
  );
}
