/** The FAQ page at /faqs (SPEC §2): back-home link, the FAQs grouped by category as an accordion, and a Contact
 *  button for questions it does not answer. Loading, empty and error (with Retry) states; public, no session. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, Spinner, usePageTitle } from 'shared-ui';
import { PageLayout, PageTitle } from '../../common/page-layout';
import { FaqAccordion } from './faq-accordion';
import { faqsMessages } from './messages';
import { useFaqCategories } from './use-faq-categories';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

const Notice = styled.div<{ $tone: 'neutral' | 'danger' }>`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface)};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin-bottom: ${({ theme, $tone }) => ($tone === 'danger' ? theme.space.md : 0)};
  }
`;

const ContactPrompt = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
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

  if (error)
    return (
      <Notice $tone="danger" role="alert">
        <p>
          <Trans id="public.faqs.error">We could not load the questions. Please try again.</Trans>
        </p>
        <Button type="button" variant="secondary" loading={isValidating} onClick={() => void mutate()}>
          <Trans id="public.faqs.retry">Retry</Trans>
        </Button>
      </Notice>
    );
  if (!data)
    return (
      <Loading>
        <Spinner size="lg" label={t(faqsMessages.loading)} />
      </Loading>
    );
  if (data.every((category) => category.adFaqs.length === 0))
    return (
      <Notice $tone="neutral">
        <p>
          <Trans id="public.faqs.empty">There are no questions here yet.</Trans>
        </p>
      </Notice>
    );
  return <FaqAccordion categories={data} />;
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
