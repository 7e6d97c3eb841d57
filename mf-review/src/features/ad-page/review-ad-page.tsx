/** /review/ads/:id (issue 12): one ad as the desk sees it, whatever its status: the banner at real size and in its
 *  places, the facts, the rejection reason if any, the moves its status allows (Approve, Reject, End, Refund),
 *  and the audit history. After a move the page shows the answer (the ad and its history as they now are), the
 *  queue is read again, and focus returns to the page heading. */
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type ApiResult, type Operator, type ReviewAdAnswer } from 'shared-contracts';
import { FlexRow, LoadErrorPanel, LoadingPanel, StatePanel } from 'shared-ui';
import { StatusBadge, useSWRConfig } from 'shared-ui/data';
import { DeskPage } from '../../common/desk-page';
import { ReviewActions } from '../actions/review-actions';
import { OperatorGate } from '../operator-session/operator-gate';
import { REVIEW_QUEUE_KEY } from '../queue/use-review-queue';
import { CreativeFigures } from '../review-item/creative-figures';
import { ItemFacts } from '../review-item/item-facts';
import { AuditHistory } from './audit-history';
import { useReviewAd } from './use-review-ad';

const Reason = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The path's id as the API accepts it (decimal, no leading zero), or null: the page then says it is unknown. */
function adIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

function BackToQueue() {
  return (
    <Link to={ROUTES.reviewQueue}>
      <Trans id="review.ad.back">Back to the review queue</Trans>
    </Link>
  );
}

function NotFound() {
  return (
    <StatePanel>
      <h2>
        <Trans id="review.ad.not-found">This ad was not found</Trans>
      </h2>
    </StatePanel>
  );
}

function AdDetails({ answer, onSettled }: { answer: ReviewAdAnswer; onSettled: ReviewActionsSettled }) {
  const { ad, history } = answer;
  return (
    <>
      <CreativeFigures item={ad} />
      <ItemFacts item={ad} />
      {ad.rejectionReason ? (
        <Reason>
          <strong>
            <Trans id="review.ad.rejection-reason">Rejection reason:</Trans>
          </strong>{' '}
          {ad.rejectionReason}
          {ad.rejectedCreatives ? (
            <>
              {' '}
              {ad.rejectedCreatives === 'en' ? (
                <Trans id="review.ad.rejected-en">(the English creative)</Trans>
              ) : ad.rejectedCreatives === 'ja' ? (
                <Trans id="review.ad.rejected-ja">(the Japanese creative)</Trans>
              ) : (
                <Trans id="review.ad.rejected-both">(both creatives)</Trans>
              )}
            </>
          ) : null}
        </Reason>
      ) : null}
      <Actions>
        <ReviewActions
          id={ad.id}
          title={ad.title}
          status={ad.status}
          language={ad.language}
          twoCreatives={ad.secondCreative !== null}
          onSettled={onSettled}
        />
      </Actions>
      <AuditHistory history={history} />
    </>
  );
}

type ReviewActionsSettled = (result: ApiResult<ReviewAdAnswer>) => Promise<void>;

function ReviewAd({ operator, id }: { operator: Operator; id: number | null }) {
  const { t } = useLingui();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isValidating, mutate } = useReviewAd(id);

  async function onSettled(result: ApiResult<ReviewAdAnswer>) {
    if (result.ok) {
      await mutate(result.data, { revalidate: false });
      document.getElementById('review-heading')?.focus();
    } else {
      await mutate();
    }
    void mutateKey(REVIEW_QUEUE_KEY);
  }

  let content;
  if (id === null || error?.status === 404) content = <NotFound />;
  else if (error)
    content = (
      <LoadErrorPanel onRetry={() => void mutate()} retrying={isValidating}>
        <Trans id="review.ad.error">This ad could not be loaded. Please try again.</Trans>
      </LoadErrorPanel>
    );
  else if (!data)
    content = <LoadingPanel label={t({ id: 'review.ad.loading', message: 'Loading the ad' })} />;
  else content = <AdDetails answer={data} onSettled={onSettled} />;

  return (
    <DeskPage
      operator={operator}
      title={data ? data.ad.title : t({ id: 'review.ad.page-title', message: 'Ad under review' })}
      heading={data ? data.ad.title : <Trans id="review.ad.heading">Ad under review</Trans>}
      aside={
        <FlexRow $gap="md">
          {data ? <StatusBadge status={data.ad.status} /> : null}
          <BackToQueue />
        </FlexRow>
      }
    >
      {content}
    </DeskPage>
  );
}

export function ReviewAdPage() {
  const id = adIdOf(useParams().id);
  return <OperatorGate>{(operator) => <ReviewAd operator={operator} id={id} />}</OperatorGate>;
}
