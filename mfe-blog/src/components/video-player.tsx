import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogVideo } from '@salon/contracts/blog-api';
import type { ImageWidth } from '@salon/contracts/catalog-api';
import { ResponsiveImage } from '@salon/ui';
import { BLOG_NAMESPACE } from '../i18n.ts';
import { videoSource, youtubeEmbedUrl } from '../lib/video-source.ts';

const IMAGE_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 960, 1280];

export interface VideoPlayerProps {
  /** A video of rest/getytlinks. */
  video: BlogVideo;
  /** The thumbnail's `sizes`: how wide the player is drawn. */
  imageSizes?: string;
  /** Load the thumbnail at once (a player on screen when the page opens). */
  eager?: boolean;
}

/**
 * A video as its 5:3 thumbnail with a play button named after the video; the player
 * (a `<video controls>` for the site's own clips, a youtube-nocookie frame for YouTube)
 * is created only when the visitor clicks, so no video bytes and no third-party frame
 * load before (privacy, and the page's weight). The player then takes the focus, so
 * keyboard users control it at once. A `link` that is neither shows nothing.
 */
export function VideoPlayer({ video, imageSizes = '100vw', eager = false }: VideoPlayerProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const source = videoSource(video.link);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (!source) return null;

  return (
    <Frame>
      {!playing ? (
        <PlayButton type="button" onClick={() => setPlaying(true)} aria-label={t('video.play', { title: video.title })}>
          <ResponsiveImage src={video.image} variant="5_3" alt="" sizes={imageSizes} widths={IMAGE_WIDTHS} loading={eager ? 'eager' : 'lazy'} />
          <PlayIcon aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </PlayIcon>
        </PlayButton>
      ) : source.kind === 'youtube' ? (
        <Embedded
          ref={player}
          src={youtubeEmbedUrl(source.id)}
          title={t('video.frameTitle', { title: video.title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // No caption track: the salons' own clips have no speech (music over hands at work).
        // tabIndex: focusable everywhere (some engines leave a video out of the tab order), so the focus can move to it.
        <Clip ref={player} src={source.url} controls autoPlay playsInline preload="metadata" tabIndex={0} aria-label={video.title} />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 5 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
`;

const PlayButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  picture,
  img {
    width: 100%;
    height: 100%;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const PlayIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
  transition: transform ${({ theme }) => theme.durations.fast} ease;

  ${PlayButton}:hover & {
    transform: translate(-50%, -50%) scale(1.08);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Embedded = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Clip = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  background: #000;
`;
