/** The desk's guard (issue 12, access `operator`): the shell lets /review pages through without an advertiser
 *  check, so each desk page waits here for the operator session, sends an operator who is not signed in to the
 *  desk's sign-in naming the page, and otherwise renders the page for the signed-in operator. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Operator } from 'shared-contracts';
import { LoadErrorPanel, LoadingPanel } from 'shared-ui';
import { operatorSignInHref } from '../../common/review-paths';
import { useOperatorSession } from './use-operator-session';

export type OperatorGateProps = { children: (operator: Operator) => ReactNode };

export function OperatorGate({ children }: OperatorGateProps) {
  const { t } = useLingui();
  const location = useLocation();
  const { data, error, isValidating, mutate } = useOperatorSession();

  if (data?.operator) return children(data.operator);
  if (data || error?.status === 404)
    return <Navigate to={operatorSignInHref(`${location.pathname}${location.search}`)} replace />;
  if (error)
    return (
      <LoadErrorPanel onRetry={() => void mutate()} retrying={isValidating}>
        <Trans id="review.session.error">Your operator session could not be checked. Please try again.</Trans>
      </LoadErrorPanel>
    );
  return (
    <LoadingPanel label={t({ id: 'review.session.loading', message: 'Checking your operator session' })} />
  );
}
