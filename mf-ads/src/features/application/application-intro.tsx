/** What an applicant reads before the form: the three steps from submission to a live ad, and the business rules
 *  (product.md, Rules shown to advertisers) that apply to an application (refunds, resubmission, fixed plan, internal
 *  title, size, tax). */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { RECOMMENDED_IMAGE_HEIGHT, RECOMMENDED_IMAGE_WIDTH } from 'shared-contracts';
import { PlainList } from 'shared-ui';
import { Card, SectionTitle } from '../../common/page-layout';
import { ReviewTimeNote } from '../../common/review-time-note';

const Steps = styled(PlainList).attrs({ as: 'ol', $gap: 'sm' })`
  counter-reset: step;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li::before {
    content: counter(step) '. ';
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    display: inline;
  }
  li > div {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** From submission to a live ad, each step a title and a sentence. */
const STEPS = [
  {
    key: 'submit',
    title: <Trans id="ads.application.step-submit">Submit your ad</Trans>,
    text: (
      <Trans id="ads.application.step-submit-text">
        Fill in the form and pay by card on a secure checkout page.
      </Trans>
    ),
  },
  {
    key: 'review',
    title: <Trans id="ads.application.step-review">Approval process</Trans>,
    text: (
      <>
        <Trans id="ads.application.step-review-text">
          We review your banner and link before it is shown.
        </Trans>
        <ReviewTimeNote />
      </>
    ),
  },
  {
    key: 'live',
    title: <Trans id="ads.application.step-live">Your ad goes live</Trans>,
    text: (
      <Trans id="ads.application.step-live-text">
        Once approved, your banner runs from the start date you chose.
      </Trans>
    ),
  },
];

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export function ApplicationIntro() {
  return (
    <>
      <SectionTitle id="ads-application-flow">
        <Trans id="ads.application.flow-title">How it works</Trans>
      </SectionTitle>
      <Steps aria-labelledby="ads-application-flow">
        {STEPS.map(({ key, title, text }) => (
          <li key={key}>
            <strong>{title}</strong>
            <div>{text}</div>
          </li>
        ))}
      </Steps>
      <Card aria-labelledby="ads-application-notes">
        <SectionTitle id="ads-application-notes">
          <Trans id="ads.application.notes-title">Please note</Trans>
        </SectionTitle>
        <Notes>
          <li>
            <Trans id="ads.application.note-disapproved">
              If your ad is rejected, you can change it and resubmit it, or choose Request refund on its page.
            </Trans>
          </li>
          <li>
            <Trans id="ads.application.note-no-refund-live">Once your ad is live, there is no refund.</Trans>
          </li>
          <li>
            <Trans id="ads.application.note-banner-fixed">
              The banner of a live ad cannot be replaced. To show a new banner, apply for a new ad.
            </Trans>
          </li>
          <li>
            <Trans id="ads.application.note-plan-fixed">The plan cannot be changed after submission.</Trans>
          </li>
          <li>
            <Trans id="ads.application.note-title-internal">
              The ad title is for internal use only and is not shown in the published ad.
            </Trans>
          </li>
          <li>
            <Trans id="ads.application.note-image-size">
              The recommended ad image size is {RECOMMENDED_IMAGE_WIDTH} × {RECOMMENDED_IMAGE_HEIGHT} pixels.
            </Trans>
          </li>
          <li>
            <Trans id="ads.application.note-tax">
              Prices exclude sales tax. Sales tax is collected only from customers in Canada, depending on
              their province or territory.
            </Trans>
          </li>
        </Notes>
      </Card>
    </>
  );
}
