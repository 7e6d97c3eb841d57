/** The contact page at /contact (product.md, Pages): back-home link, the contact form, and after a message is accepted
 *  an inline confirmation beside the thank-you toast. Public: no session needed; a bot-check guards the sending. */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from 'shared-ui';
import { useContractText } from 'shared-ui/calls';
import { Lead, PageLayout, PageTitle } from '../../common/page-layout';
import { ContactForm } from './contact-form';
import { contactMessages } from './messages';

const Confirmation = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.successSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export function ContactPage() {
  const { t } = useLingui();
  const text = useContractText();
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  usePageTitle(t(contactMessages.pageTitle));

  // The cleared form's Submit is disabled, so focus would fall to the page; the confirmation takes it instead.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <PageLayout>
      <PageTitle>
        <Trans id="public.contact.title">Contact us</Trans>
      </PageTitle>
      <Lead>
        <Trans id="public.contact.intro">
          Questions about advertising, your ads or your account? Send us a message and we will reply by email.
        </Trans>
      </Lead>
      {sent ? (
        <Confirmation ref={confirmation} role="status" tabIndex={-1} aria-labelledby="contact-sent-title">
          <h2 id="contact-sent-title">
            <Trans id="public.contact.sent.title">Your message has been sent</Trans>
          </h2>
          <p>{text('toast-message.success.contact')}</p>
        </Confirmation>
      ) : null}
      <ContactForm onSent={() => setSent(true)} onSubmitting={() => setSent(false)} />
    </PageLayout>
  );
}
