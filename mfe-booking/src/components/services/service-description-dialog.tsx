import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDurationMinutes } from '@salon/i18n';
import { Button, Dialog } from '@salon/ui';
import type { Service } from '../../api/get-services.ts';
import { ServicePrice } from './service-price.tsx';

export interface ServiceDescriptionDialogProps {
  /** The service described; null keeps the dialog closed. */
  service: Service | null;
  onClose: () => void;
}

/**
 * The help icon's modal (spec part 1, section 2): the service's name, its description,
 * duration and price, and a close button. Focus returns to the help icon on close
 * (Dialog does that).
 */
export function ServiceDescriptionDialog({ service, onClose }: ServiceDescriptionDialogProps) {
  const { t } = useTranslation('booking');
  const paragraphs = service ? [service.description, service.longDescription].filter((text): text is string => Boolean(text?.trim())) : [];
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title={service?.name}
      footer={<Button onClick={onClose}>{t('serviceSelection.description.close')}</Button>}
    >
      {service && (
        <>
          {paragraphs.length > 0 ? (
            paragraphs.map((text, index) => <Text key={index}>{text}</Text>)
          ) : (
            <Text>{t('serviceSelection.description.none')}</Text>
          )}
          <Facts>
            <div>
              <dt>{t('serviceSelection.duration')}</dt>
              <dd>{formatDurationMinutes(service.duration)}</dd>
            </div>
            <div>
              <dt>{t('serviceSelection.price')}</dt>
              <dd>
                <ServicePrice service={service} />
              </dd>
            </div>
          </Facts>
        </>
      )}
    </Dialog>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  white-space: pre-line;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;
