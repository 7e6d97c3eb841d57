/** The notice above the ad list when ads wait for payment (UNPAID): each links to its details page, which has
 *  Retry payment, so nobody applies again for an ad that only needs paying. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
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

export function UnpaidNotice({ ads }: { ads: readonly Ad[] }) {
  const unpaid = ads.filter((ad) => ad.status === 'UNPAID');
  if (unpaid.length === 0) return null;
  return (
    <Notice aria-labelledby="dashboard-unpaid-heading">
      <h2 id="dashboard-unpaid-heading">
        <Trans id="dashboard.unpaid.title">Ads waiting for payment</Trans>
      </h2>
      <p>
        <Trans id="dashboard.unpaid.body">
          These ads are not paid yet. Pay for them from their details page instead of applying again.
        </Trans>
      </p>
      <ul>
        {unpaid.map((ad) => {
          const title = ad.title;
          return (
            <li key={ad.id}>
              <Link to={hrefs.adDetails(ad.id)}>
                <Trans id="dashboard.unpaid.pay">Pay for {title}</Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
