/** Home-page texts used outside JSX (the page title, the mock-ups' labels); everything else is inline <Trans>. */
import { msg } from '@lingui/core/macro';

export const homeMessages = {
  pageTitle: msg({ id: 'public.home.page-title', message: 'Banner ads in online art exhibitions' }),
  bannerMockup: msg({ id: 'public.home.mockup.banner', message: 'Your banner here' }),
  lobbyMockup: msg({
    id: 'public.home.mockup.lobby-label',
    message:
      'Illustration: a banner across the back wall of an exhibition lobby, above the entrances to the halls',
  }),
  exhibitionMockup: msg({
    id: 'public.home.mockup.exhibition-label',
    message: 'Illustration: a banner on a gallery wall, above framed artworks in an exhibition space',
  }),
};
