import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@salon/ui';
import { BLOG_NAMESPACE } from '../../../i18n.ts';

export interface ShareBlockProps {
  /** The article's absolute URL (its canonical address). */
  url: string;
  title: string;
  /** The picture Pinterest pins, an absolute URL; none without a banner. */
  image?: string;
  /** The text Pinterest and the system share sheet show with the link. */
  description: string;
}

/** How long the copy confirmation stays on screen. */
const COPIED_NOTICE_MS = 4000;

/** Facebook's share dialog for a URL. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** Pinterest's pin dialog for a URL, with its picture and description. */
export function pinterestShareUrl(url: string, image: string | undefined, description: string): string {
  const params = new URLSearchParams({ url, media: image ?? '', description });
  return `https://pinterest.com/pin/create/button/?${params.toString()}`;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Sharing an article (spec part 2, "Blog article screen"): the system share sheet where
 * the browser has one (Web Share API, phones mostly), copying the link with a spoken
 * and visible confirmation, and Facebook and Pinterest share pages in a new tab.
 */
export function ShareBlock({ url, title, image, description }: ShareBlockProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const headingId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Read once: the Web Share API does not come and go while the page is open.
  const [canShare] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');

  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    try {
      await navigator.share({ title, text: description, url });
    } catch {
      // Closing the share sheet rejects too (AbortError): nothing to tell.
    }
  };

  const copyLink = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Refused (no permission, an insecure page): the message stays until the next try.
      setCopy('failed');
      return;
    }
    setCopy('copied');
    timer.current = setTimeout(() => setCopy('idle'), COPIED_NOTICE_MS);
  };

  return (
    <Block aria-labelledby={headingId}>
      <Heading id={headingId}>{t('blogArticle.share.title')}</Heading>
      <Actions>
        {canShare && (
          <Button variant="secondary" size="sm" onClick={() => void share()}>
            {t('blogArticle.share.native')}
          </Button>
        )}
        {/* The confirmation is also the button's own text for a moment: seen where the eyes are, no room taken. */}
        <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
          {copy === 'copied' ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('blogArticle.share.copiedShort')}
            </>
          ) : (
            t('blogArticle.share.copy')
          )}
        </Button>
        <Button as="a" href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer" variant="ghost" size="sm">
          Facebook
          <VisuallyHidden> {t('blogArticle.share.newTab')}</VisuallyHidden>
        </Button>
        <Button as="a" href={pinterestShareUrl(url, image, description)} target="_blank" rel="noopener noreferrer" variant="ghost" size="sm">
          Pinterest
          <VisuallyHidden> {t('blogArticle.share.newTab')}</VisuallyHidden>
        </Button>
      </Actions>
      {/* In the page from the start: text put into a new live region is often not read. */}
      <VisuallyHidden role="status">{copy === 'copied' ? t('blogArticle.share.copied') : ''}</VisuallyHidden>
      {copy === 'failed' && <Failure role="alert">{t('blogArticle.share.copyFailed')}</Failure>}
    </Block>
  );
}

const Block = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
