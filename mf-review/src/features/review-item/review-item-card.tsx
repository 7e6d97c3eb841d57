/** One ad of the queue (issue 12): its title linking to the ad's page, how long it has waited (marked past 24
 *  hours), the banner at real size and in its places,
 *  the facts, and Approve / Reject. An article labelled by its title, so each item is a landmark-like unit that
 *  a screen reader can list and a test can find by name. The heading takes focus when the item before it leaves. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { ROUTES, fillPath, type ApiResult, type ReviewAdAnswer, type ReviewItem } from 'shared-contracts';
import { ReviewActions } from '../actions/review-actions';
import type { MoveInput } from '../actions/use-review-move';
import { CreativeFigures } from './creative-figures';
import { ItemFacts } from './item-facts';
import { WaitAge } from './wait-age';

const Card = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export function itemHeadingId(id: number): string {
  return `review-item-${id}`;
}

export type ReviewItemCardProps = {
  item: ReviewItem;
  onSettled: (result: ApiResult<ReviewAdAnswer>, input: MoveInput) => void | Promise<void>;
};

export function ReviewItemCard({ item, onSettled }: ReviewItemCardProps) {
  const headingId = itemHeadingId(item.id);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        <Link to={fillPath(ROUTES.reviewAd, { id: item.id })}>{item.title}</Link>
      </h2>
      <WaitAge since={item.submittedAt} />
      <CreativeFigures item={item} />
      <ItemFacts item={item} />
      <Footer>
        <ReviewActions
          id={item.id}
          title={item.title}
          status="PENDING"
          language={item.language}
          twoCreatives={item.secondCreative !== null}
          onSettled={onSettled}
        />
      </Footer>
    </Card>
  );
}
