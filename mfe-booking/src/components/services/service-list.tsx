import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatDurationMinutes } from '@salon/i18n';
import { HelpIcon, IconButton, media, VisuallyHidden } from '@salon/ui';
import type { Service } from '../../api/get-services.ts';
import { ServiceDescriptionDialog } from './service-description-dialog.tsx';
import { ServicePrice } from './service-price.tsx';

export interface ServiceListProps {
  /** The services in the order to show them (see `sortServices`). */
  services: readonly Service[];
  /** The service chosen already: its row shows the "selected" badge. */
  selectedId?: string | null;
  /** The service of the customer's last visit: its row shows the "last visit" badge. */
  lastVisitServiceId?: string | null;
  onChoose: (service: Service) => void;
  /** Called when a row's description modal opens (tracking). */
  onDescriptionOpen?: (service: Service) => void;
  /** Id of the heading that names the list, when there is one. */
  'aria-labelledby'?: string;
}

type Badge = 'selected' | 'lastVisit' | 'promoted';

/** One badge per row: selected wins, then the last visit, then promoted. */
function badgeOf(service: Service, selectedId: string | null, lastVisitServiceId: string | null): Badge | null {
  if (service.id === selectedId) return 'selected';
  if (service.id === lastVisitServiceId) return 'lastVisit';
  return service.promoted ? 'promoted' : null;
}

/**
 * A list of services to choose from (spec part 1, section 2 "Service screen"): each
 * row shows the name, one badge, the promoting message, the price with its currency
 * ("from" when prices differ between salons), the duration, and a help icon that opens
 * the description modal. The row itself is the choose button. Stateless apart from the
 * open modal, so the edit flow's service step can use it as it is.
 */
export function ServiceList({
  services,
  selectedId = null,
  lastVisitServiceId = null,
  onChoose,
  onDescriptionOpen,
  'aria-labelledby': labelledBy,
}: ServiceListProps) {
  const [described, setDescribed] = useState<Service | null>(null);
  const describe = (service: Service) => {
    setDescribed(service);
    onDescriptionOpen?.(service);
  };
  return (
    <>
      <List aria-labelledby={labelledBy}>
        {services.map((service) => (
          <ServiceRow
            key={service.id}
            service={service}
            badge={badgeOf(service, selectedId, lastVisitServiceId)}
            onChoose={onChoose}
            onDescribe={describe}
          />
        ))}
      </List>
      <ServiceDescriptionDialog service={described} onClose={() => setDescribed(null)} />
    </>
  );
}

interface ServiceRowProps {
  service: Service;
  badge: Badge | null;
  onChoose: (service: Service) => void;
  onDescribe: (service: Service) => void;
}

function ServiceRow({ service, badge, onChoose, onDescribe }: ServiceRowProps) {
  const { t } = useTranslation('booking');
  const detailsId = useId();
  const selected = badge === 'selected';
  return (
    <Row $selected={selected}>
      <Body>
        {/* The name alone names the button (WCAG 2.5.3: the visible label is the name);
            its ::after stretches over the row, so the whole row still chooses. */}
        <Choose aria-describedby={detailsId} aria-current={selected ? 'true' : undefined} onClick={() => onChoose(service)}>
          {service.name}
        </Choose>
        <Details id={detailsId}>
          {badge && <BadgeLabel $badge={badge}>{t(`serviceSelection.badges.${badge}`)}</BadgeLabel>}
          {service.promotingMessage && <Message>{service.promotingMessage}</Message>}
          <Facts>
            <span>
              <VisuallyHidden>{t('serviceSelection.price')}: </VisuallyHidden>
              <ServicePrice service={service} />
            </span>
            <Duration>
              <VisuallyHidden>{t('serviceSelection.duration')}: </VisuallyHidden>
              {formatDurationMinutes(service.duration)}
            </Duration>
          </Facts>
        </Details>
      </Body>
      <Describe>
        <IconButton aria-label={t('serviceSelection.describe', { name: service.name })} onClick={() => onDescribe(service)}>
          <HelpIcon size={22} />
        </IconButton>
      </Describe>
    </Row>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-right: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${media.up('tablet')} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const Choose = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  /* The whole row is the button's target, and its focus ring. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Above the stretched button, so the help icon opens the description. */
const Describe = styled.span`
  position: relative;
`;

const Details = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const BadgeLabel = styled.span<{ $badge: Badge }>`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  ${({ theme, $badge }) =>
    $badge === 'selected'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `
      : $badge === 'lastVisit'
        ? css`
            background: ${theme.colors.infoSurface};
            color: ${theme.colors.info};
          `
        : css`
            background: ${theme.colors.warningSurface};
            color: ${theme.colors.warning};
          `}
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Duration = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
