import '../i18n.ts';
import type { HomeBannersProps } from '@salon/contracts';
import { HomeBanners } from '../features/home-banners/components/home-banners.tsx';

/**
 * The blog remote's `./HomeBanners`: the home page's banners (rest/jldbanner). `banners`,
 * when the shell has them already, are drawn at once (no skeleton between the shell's
 * placeholder and the carousel). Default export: the shell loads it with React.lazy into
 * a slot of its home page.
 */
export default function HomeBannersModule({ banners }: HomeBannersProps) {
  return <HomeBanners initialBanners={banners} />;
}
