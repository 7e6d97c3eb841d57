/** The notice shown when ads wait for payment (UNPAID), on the dashboard and on the application page (issue 10:
 *  "no accidental duplicates"): each ad links to its details page, which has Retry payment, so nobody applies
 *  again for an ad that only needs paying. Nothing shows when no ad is unpaid. The remote gives the words. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { hrefs, type Ad } from 'shared-contracts';

const Notice = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  /* An ad's title is the advertiser's text: a long unbroken one wraps rather than widening the page. */
  a {
    overflow-wrap: anywhere;
  }
`;

export type UnpaidNoticeProps = {
  ads: readonly Pick<Ad, 'id' | 'title' | 'status'>[];
  title: ReactNode;
  body: ReactNode;
  /** The words of one ad's link, e.g. "Pay for {title}". */
  payLabel: (adTitle: string) => ReactNode;
};

export function UnpaidNotice({ ads, title, body, payLabel }: UnpaidNoticeProps) {
  const headingId = useId();
  const unpaid = ads.filter((ad) => ad.status === 'UNPAID');
  if (unpaid.length === 0) return null;
  return (
    <Notice aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{body}</p>
      <ul>
        {unpaid.map((ad) => (
          <li key={ad.id}>
            <Link to={hrefs.adDetails(ad.id)}>{payLabel(ad.title)}</Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
