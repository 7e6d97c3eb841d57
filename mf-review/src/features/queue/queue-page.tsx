/** /review (issue 12): the operators' queue, the ads waiting for review with the longest-waiting first, below
 *  the payments that need attention (held: they did not match their price) with their Refund buttons. Each item
 *  shows what to check and Approve / Reject; after a move the item leaves the list at once (the answer says the
 *  ad is no longer pending), the list is read again, a toast names the ad, and focus goes to the next item's
 *  heading, or the page's when the list is empty. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type ApiResult, type Operator, type ReviewAdAnswer } from 'shared-contracts';
import { LoadErrorPanel, LoadingPanel, PlainList, StatePanel } from 'shared-ui';
import { DeskPage } from '../../common/desk-page';
import type { MoveInput } from '../actions/use-review-move';
import { NeedsAttentionSection } from '../attention/needs-attention-section';
import { OperatorGate } from '../operator-session/operator-gate';
import { ReviewItemCard, itemHeadingId } from '../review-item/review-item-card';
import { useReviewQueue } from './use-review-queue';

function QueueContent() {
  const { t } = useLingui();
  const { data, error, isValidating, mutate } = useReviewQueue();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, data]);

  async function onSettled(result: ApiResult<ReviewAdAnswer>, { id }: MoveInput) {
    const ads = data?.ads ?? [];
    const index = ads.findIndex((ad) => ad.id === id);
    const rest = ads.filter((ad) => ad.id !== id);
    if (result.ok) {
      const next = rest[Math.min(index, rest.length - 1)];
      setFocusTarget(next ? itemHeadingId(next.id) : 'review-heading');
      await mutate({ ads: rest, attention: data?.attention ?? [] }, { revalidate: true });
    } else {
      await mutate();
    }
  }

  if (error && error.status !== 404)
    return (
      <LoadErrorPanel onRetry={() => void mutate()} retrying={isValidating}>
        <Trans id="review.queue.error">The review queue could not be loaded. Please try again.</Trans>
      </LoadErrorPanel>
    );
  if (!data)
    return <LoadingPanel label={t({ id: 'review.queue.loading', message: 'Loading the review queue' })} />;
  const attention = (
    <NeedsAttentionSection
      payments={data.attention}
      onSettled={async (result) => {
        if (result.ok) await mutate({ ...data, attention: result.data.attention }, { revalidate: true });
        else await mutate();
      }}
    />
  );
  if (data.ads.length === 0)
    return (
      <>
        {attention}
        <StatePanel>
          <h2>
            <Trans id="review.queue.empty">No ads are waiting for review</Trans>
          </h2>
          <p>
            <Trans id="review.queue.empty-text">
              Paid applications appear here, the longest-waiting first.
            </Trans>
          </p>
        </StatePanel>
      </>
    );
  const count = data.ads.length;
  return (
    <>
      {attention}
      <p>
        <Trans id="review.queue.count">Waiting for review: {count}</Trans>
      </p>
      <PlainList $gap="lg" aria-label={t({ id: 'review.queue.list', message: 'Ads waiting for review' })}>
        {data.ads.map((item) => (
          <li key={item.id}>
            <ReviewItemCard item={item} onSettled={onSettled} />
          </li>
        ))}
      </PlainList>
    </>
  );
}

function Queue({ operator }: { operator: Operator }) {
  const { t } = useLingui();
  return (
    <DeskPage
      operator={operator}
      title={t({ id: 'review.queue.page-title', message: 'Review queue' })}
      heading={<Trans id="review.queue.heading">Review queue</Trans>}
      aside={
        <Link to={ROUTES.reviewAuditLog}>
          <Trans id="review.queue.audit-log">Audit log</Trans>
        </Link>
      }
    >
      <QueueContent />
    </DeskPage>
  );
}

export function QueuePage() {
  return <OperatorGate>{(operator) => <Queue operator={operator} />}</OperatorGate>;
}
