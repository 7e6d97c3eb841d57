/** The start-advertising call to action of the home page (product.md, Pages): a button-styled link to /signup, used in
 *  several sections. */
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, type ButtonVariant } from 'shared-ui';

export function StartAdvertisingButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <Button as={Link} to={ROUTES.signUp} variant={variant} size="lg">
      <Trans id="public.home.start-advertising">Start advertising</Trans>
    </Button>
  );
}
