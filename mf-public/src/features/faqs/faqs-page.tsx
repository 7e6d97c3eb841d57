/** The FAQ page at /faqs (product.md, Pages): back-home link, the FAQs grouped by category as an accordion, and a
 *  Contact button for questions it does not answer. Loading, empty and error (with Retry) states; public, no
 *  session. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, FlexRow, LoadErrorPanel, LoadingPanel, StatePanel, usePageTitle } from 'shared-ui';
import { PageLayout, PageTitle } from '../../common/page-layout';
import { FaqAccordion } from './faq-accordion';
import { faqsMessages } from './messages';
import { useFaqCategories } from './use-faq-categories';

/** Loading, error and empty keep the accordion's distance from the contact prompt. */
const StateSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const ContactPrompt = styled(FlexRow).attrs({ as: 'aside', $spread: true })`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

function FaqContent() {
  const { t } = useLingui();
  const { data, error, isValidating, mutate } = useFaqCategories();

  if (!error && data?.some((category) => category.adFaqs.length > 0))
    return <FaqAccordion categories={data} />;
  return (
    <StateSlot>
      {error ? (
        <LoadErrorPanel
          retryLabel={<Trans id="public.faqs.retry">Retry</Trans>}
          retrying={isValidating}
          onRetry={() => void mutate()}
        >
          <Trans id="public.faqs.error">We could not load the questions. Please try again.</Trans>
        </LoadErrorPanel>
      ) : data ? (
        <StatePanel>
          <p>
            <Trans id="public.faqs.empty">There are no questions here yet.</Trans>
          </p>
        </StatePanel>
      ) : (
        <LoadingPanel label={t(faqsMessages.loading)} />
      )}
    </StateSlot>
  );
}

export function FaqsPage() {
  const { t } = useLingui();
  usePageTitle(t(faqsMessages.pageTitle));
  return (
    <PageLayout>
      <PageTitle>
        <Trans id="public.faqs.title">Frequently asked questions</Trans>
      </PageTitle>
      <FaqContent />
      <ContactPrompt aria-labelledby="faqs-contact-prompt">
        <p id="faqs-contact-prompt">
          <Trans id="public.faqs.contact-prompt">Still have a question?</Trans>
        </p>
        <Button as={Link} to={ROUTES.contact}>
          <Trans id="public.faqs.contact">Contact us</Trans>
        </Button>
      </ContactPrompt>
    </PageLayout>
  );
}
