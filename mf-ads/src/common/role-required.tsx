/** A page of this remote that the member's role does not allow (decision 0121): instead of a form the server would
 *  refuse, a clear message inside the layout and a way back to the dashboard. */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type Permission } from 'shared-contracts';
import { usePermissions, useShellServices } from 'shell-runtime';
import { usePageTitle } from 'shared-ui';
import { BackLink, Card, Page, PageTitle } from './page-layout';

export function RoleRequired({ permission, children }: { permission: Permission; children: ReactNode }) {
  const permissions = usePermissions();
  // Without a record yet the shell's sign-in guard decides; only a known role is refused here.
  if (permissions.role === null || permissions.can(permission)) return children;
  return <RoleRefusal />;
}

function RoleRefusal() {
  const { t } = useLingui();
  const { language } = useShellServices();
  usePageTitle(t({ id: 'ads.role.page-title', message: 'Not available for your role' }), language.current);
  return (
    <Page>
      <BackLink to={ROUTES.dashboard} />
      <PageTitle>
        <Trans id="ads.role.heading">Not available for your role</Trans>
      </PageTitle>
      <Card>
        <p>
          <Trans id="ads.role.body">
            Your role in this account does not allow applying for or changing ads. An owner of the account can
            change your role on the Account page.
          </Trans>
        </p>
      </Card>
    </Page>
  );
}
