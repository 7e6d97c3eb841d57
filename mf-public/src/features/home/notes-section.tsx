/** The notes an advertiser should know before applying (product.md, Rules shown to advertisers): the recommended banner
 *  size, review before going live, and that premium and VIP member exhibitions show no ads. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { MAX_IMAGE_MEGABYTES, RECOMMENDED_IMAGE_HEIGHT, RECOMMENDED_IMAGE_WIDTH } from 'shared-contracts';
import { PlainList } from 'shared-ui';
import { Band, Container, SectionTitle } from './home-layout';

const Notes = styled(PlainList)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export function NotesSection() {
  const width = RECOMMENDED_IMAGE_WIDTH;
  const height = RECOMMENDED_IMAGE_HEIGHT;
  const maxMegabytes = MAX_IMAGE_MEGABYTES;
  return (
    <Band $tone="soft" aria-labelledby="home-notes-title">
      <Container>
        <SectionTitle id="home-notes-title">
          <Trans id="public.home.notes.title">Good to know</Trans>
        </SectionTitle>
        <Notes>
          <Note>
            <h3>
              <Trans id="public.home.notes.size.title">
                Recommended size: {width} × {height} pixels
              </Trans>
            </h3>
            <p>
              <Trans id="public.home.notes.size.body">
                Upload a PNG, JPEG or WebP image of up to {maxMegabytes} MB. A wide banner of {width} ×{' '}
                {height} pixels looks sharpest in lobbies and exhibitions.
              </Trans>
            </p>
          </Note>
          <Note>
            <h3>
              <Trans id="public.home.notes.approval.title">Approval before going live</Trans>
            </h3>
            <p>
              <Trans id="public.home.notes.approval.body">
                Every ad is reviewed after payment and goes live only once it is approved. We email you the
                result.
              </Trans>
            </p>
          </Note>
          <Note>
            <h3>
              <Trans id="public.home.notes.members.title">No ads for premium and VIP members</Trans>
            </h3>
            <p>
              <Trans id="public.home.notes.members.body">
                Exhibitions of premium and VIP members show no ads, so your banner appears in the exhibitions
                of all other members.
              </Trans>
            </p>
          </Note>
        </Notes>
      </Container>
    </Band>
  );
}
