import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Skeleton } from '@salon/ui';
import { BLOG_NAMESPACE } from '../../../i18n.ts';

/**
 * The article's frame while it loads: breadcrumb, title, meta line, banner and text, at
 * their final sizes. Shown while the article's code loads (routes.tsx) and then while
 * its data does (ArticleScreen), so the page does not jump between the two.
 */
export function ArticleSkeleton() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  return (
    <Container role="status" aria-busy="true" aria-label={t('blogArticle.loading')}>
      <Frame>
        <Skeleton width={260} height={14} />
        <Skeleton width="min(640px, 90%)" height={40} radius="md" />
        <Skeleton width={220} height={14} />
        <Banner>
          <Skeleton height="100%" radius="lg" />
        </Banner>
        <Skeleton lines={4} />
      </Frame>
    </Container>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};
`;

const Banner = styled.div`
  aspect-ratio: 5 / 3;

  > span {
    display: block;
    height: 100%;
  }
`;
