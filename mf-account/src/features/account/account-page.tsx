/** /dashboard/account (product.md, Pages): the advertiser's name and email with Change (or Add name) buttons, the
 *  language of the emails (a choice saved as it changes), the billing
 *  details with Change, for the owners the members and the activity (decision 0126), Change password, Leave
 *  account and Close account. Each opens its own dialog, mounted only while open so
 *  every visit starts clean and focus returns to the button that opened it. */
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Advertiser } from 'shared-contracts';
import { usePermissions, useShellServices } from 'shell-runtime';
import { Button, PageSection, Spinner, usePageTitle } from 'shared-ui';
import { BillingDetailsSection } from './billing-details-section';
import { MailLanguage } from './mail-language';
import { TimeZoneSection } from './time-zone-section';
import { WeeklyResultsSection } from './weekly-results-section';
import { ActivitySection, LeaveAccount, MembersSection } from './members';
import {
  ChangeEmailDialog,
  ChangeNameDialog,
  ChangePasswordDialog,
  CloseAccountDialog,
  preloadsDialogs,
} from './dialogs';

type OpenDialog = 'name' | 'email' | 'password' | 'close' | null;

const Page = styled(PageSection).attrs({ $width: 'narrow' })`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Details = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    flex: 0 0 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    display: flex;
    flex: 1 1 100%;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
    min-width: 0;
  }
`;

/** The value beside its Change button; an email address may break anywhere, ordinary words do not. */
const Value = styled.span`
  flex: 1 1 12em;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const CloseAccountButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  padding-inline: 0;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.dangerHover};
    background: transparent;
  }
`;

export function AccountPage() {
  const { t } = useLingui();
  const { session, language } = useShellServices();
  const { advertiser } = session.useSession();
  usePageTitle(t({ id: 'account.page-title', message: 'Account settings' }), language.current);

  return (
    <Page aria-labelledby="account-heading">
      <h1 id="account-heading">
        <Trans id="account.heading">Account settings</Trans>
      </h1>
      {advertiser ? (
        <AccountDetails advertiser={advertiser} />
      ) : (
        <Spinner size="lg" label={t({ id: 'account.loading', message: 'Loading your account' })} />
      )}
    </Page>
  );
}

function AccountDetails({ advertiser }: { advertiser: Advertiser }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const hasName = Boolean(advertiser.name);
  // The person's own name, email, password, language and mails are theirs whatever the role; the account's
  // billing details, time zone and closing follow the role (decision 0121).
  const permissions = usePermissions();

  return (
    <>
      <Details>
        <Row>
          <dt>
            <Trans id="account.name">Name</Trans>
          </dt>
          <dd>
            <Value>
              {hasName ? (
                advertiser.name
              ) : (
                <Muted>
                  <Trans id="account.name-missing">Not set</Trans>
                </Muted>
              )}
            </Value>
            {hasName ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={t({ id: 'account.change-name', message: 'Change name' })}
                {...preloadsDialogs}
                onClick={() => setDialog('name')}
              >
                <Trans id="account.change">Change</Trans>
              </Button>
            ) : (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                {...preloadsDialogs}
                onClick={() => setDialog('name')}
              >
                <Trans id="account.add-name">Add name</Trans>
              </Button>
            )}
          </dd>
        </Row>
        <Row>
          <dt>
            <Trans id="account.email">Email</Trans>
          </dt>
          <dd>
            <Value>{advertiser.email}</Value>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t({ id: 'account.change-email', message: 'Change email' })}
              {...preloadsDialogs}
              onClick={() => setDialog('email')}
            >
              <Trans id="account.change">Change</Trans>
            </Button>
          </dd>
        </Row>
        <Row>
          <MailLanguage advertiser={advertiser} />
        </Row>
      </Details>
      <BillingDetailsSection canChange={permissions.can('billing.manage')} />
      {permissions.can('account.manage') ? <TimeZoneSection /> : null}
      <WeeklyResultsSection />
      {permissions.can('members.manage') ? (
        <>
          <MembersSection />
          <ActivitySection />
        </>
      ) : null}
      <Actions>
        <Button type="button" variant="secondary" {...preloadsDialogs} onClick={() => setDialog('password')}>
          <Trans id="account.change-password">Change password</Trans>
        </Button>
        <LeaveAccount />
        {permissions.can('account.close') ? (
          <CloseAccountButton
            type="button"
            variant="text"
            {...preloadsDialogs}
            onClick={() => setDialog('close')}
          >
            <Trans id="account.close-account">Close account</Trans>
          </CloseAccountButton>
        ) : null}
      </Actions>
      {dialog === 'name' ? <ChangeNameDialog currentName={advertiser.name} onClose={close} /> : null}
      {dialog === 'email' ? <ChangeEmailDialog onClose={close} /> : null}
      {dialog === 'password' ? <ChangePasswordDialog onClose={close} /> : null}
      {dialog === 'close' ? <CloseAccountDialog onClose={close} /> : null}
    </>
  );
}
