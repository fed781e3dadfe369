import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'blog',
  title: 'Blog',
  exposes: {
    './routes': './src/routes.tsx',
    // The home page's widgets (shared/contracts remotes.ts BLOG_HOME_WIDGETS).
    './HomeBanners': './src/widgets/home-banners.tsx',
    './HomeVideos': './src/widgets/home-videos.tsx',
    './BlogTeaser': './src/widgets/blog-teaser.tsx',
    './BlogSlider': './src/widgets/blog-slider.tsx',
  },
});
