/** The home page's opening: what the product is, for whom, and the first start-advertising button (product.md, Who uses
 *  it). */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { FlexRow } from 'shared-ui';
import { Container } from './home-layout';
import { StartAdvertisingButton } from './start-advertising-button';

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.16) 0 18%, transparent 19%),
    radial-gradient(circle at 95% 85%, rgba(194, 24, 91, 0.45) 0 22%, transparent 23%),
    linear-gradient(135deg, #163d7c 0%, #1d4e9e 55%, #2b63b8 100%);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Headline = styled.h1`
  max-width: 20em;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

const Subtitle = styled.p`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled(FlexRow)`
  a.plans {
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function HeroSection() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Container>
        <Eyebrow>
          <Trans id="public.home.hero.eyebrow">For advertisers</Trans>
        </Eyebrow>
        <Headline id="home-hero-title">
          <Trans id="public.home.hero.title">Show your brand where art lovers gather</Trans>
        </Headline>
        <Subtitle>
          <Trans id="public.home.hero.subtitle">
            Banner ads that rotate in the lobbies and exhibition spaces of an online virtual art exhibition.
            Choose a plan, upload your banner, and reach visitors while they explore art.
          </Trans>
        </Subtitle>
        <Actions>
          <StartAdvertisingButton variant="secondary" />
          <a className="plans" href="#pricing">
            <Trans id="public.home.hero.see-prices">See plans and prices</Trans>
          </a>
        </Actions>
      </Container>
    </Hero>
  );
}
