/** The last call to action of the home page: a short recap and the start-advertising button to /signup. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Band, Container, SectionTitle } from './home-layout';
import { StartAdvertisingButton } from './start-advertising-button';

const Centred = styled(Container)`
  text-align: center;

  p {
    max-width: 36rem;
    margin: 0 auto ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function ClosingSection() {
  return (
    <Band $tone="strong" aria-labelledby="home-closing-title">
      <Centred>
        <SectionTitle id="home-closing-title">
          <Trans id="public.home.closing.title">Ready to meet art lovers?</Trans>
        </SectionTitle>
        <p>
          <Trans id="public.home.closing.body">
            Create your account, upload your banner and choose a plan. It only takes a few minutes.
          </Trans>
        </p>
        <StartAdvertisingButton variant="secondary" />
      </Centred>
    </Band>
  );
}
