import { videoSource, youtubeEmbedUrl } from './video-source.ts';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube id of %s', (link, id) => {
    expect(videoSource(link)).toEqual({ kind: 'youtube', id });
  });

  it('plays the site’s own clips and https files in a video element', () => {
    expect(videoSource('/api/media/videos/koloryzacja-balayage.webm')).toEqual({ kind: 'file', url: '/api/media/videos/koloryzacja-balayage.webm' });
    expect(videoSource('https://media.example/clip.webm')).toEqual({ kind: 'file', url: 'https://media.example/clip.webm' });
  });

  it.each(['javascript:alert(1)', 'http://media.example/clip.webm', '//evil.example/clip.webm', 'https://www.youtube.com/channel/abc', 'https://youtu.be/not-an-id'])(
    'refuses %s',
    (link) => {
      expect(videoSource(link)).toBeNull();
    },
  );
});

it('embeds through the privacy-enhanced YouTube domain', () => {
  expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
});
