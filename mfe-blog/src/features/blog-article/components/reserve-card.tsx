import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { exactQuery, useRuntimeConfig } from '@salon/platform';
import { Button } from '@salon/ui';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { RESERVATION_PATH } from '../../../lib/blog-paths.ts';

/** The article's call to action (spec part 2, "Blog article screen": a reserve link): book a visit. */
export function ReserveCard() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { brand } = useRuntimeConfig();
  return (
    <Card>
      <Text>
        <strong>{t('blogArticle.reserve.title', { brand })}</strong>
        <span>{t('blogArticle.reserve.text')}</span>
      </Text>
      <Button as={Link} to={RESERVATION_PATH} state={exactQuery()} size="lg">
        {t('blogArticle.reserve.action')}
      </Button>
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Text = styled.p`
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  strong {
    font-family: ${({ theme }) => theme.typography.headingFamily};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
