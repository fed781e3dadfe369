import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container, media } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { SHELL_NS } from '../i18n.ts';
import { ReservationCardSlot } from './reservation-card-slot.tsx';

const Hero = styled.section`
  padding: 3rem 0 2rem;
  h1 {
    font-size: clamp(1.8rem, 5vw, 3rem);
    margin: 0 0 1rem;
  }
  p {
    font-size: 1.15rem;
    max-width: 40rem;
  }
`;

const CardSlot = styled.div`
  margin-bottom: 2rem;
  &:empty {
    display: none;
  }
`;

const Tiles = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Tile = styled.section`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    margin-top: 0;
  }
`;

/**
 * Home page. The reservation card (an ongoing booking or the last visit) comes from the
 * booking remote's `./ReservationCard`, mounted quietly and only when it can show
 * something (reservation-card-slot.tsx): when booking cannot load, the page simply has
 * no card. The blog teaser, banners and videos come with the blog
 * feature (docs/decisions/0004-home-page.md).
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  useDocumentMeta({ title: t('home.title'), description: t('home.metaDescription') });
  return (
    <Container>
      <Hero>
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <Button as={Link} to="/rezerwacja" variant="primary" size="lg">
          {t('home.book')}
        </Button>
      </Hero>
      <CardSlot>
        <ReservationCardSlot />
      </CardSlot>
      <Tiles>
        <Tile aria-labelledby="home-salons">
          <h2 id="home-salons">{t('home.salonsTileTitle')}</h2>
          <p>{t('home.salonsTileText')}</p>
          <Link to="/salony">{t('home.salonsTileLink')}</Link>
        </Tile>
        <Tile aria-labelledby="home-app">
          <h2 id="home-app">{t('home.appTileTitle')}</h2>
          <p>{t('home.appTileText')}</p>
          <Link to="/pobierz-aplikacje">{t('home.appTileLink')}</Link>
        </Tile>
      </Tiles>
    </Container>
  );
}
