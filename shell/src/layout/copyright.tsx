/** The copyright line, the whole of the minimal footer on auth pages and the last line of the regular one. */
import { Trans } from '@lingui/react/macro';

export function Copyright() {
  const year = new Date().getFullYear();
  return (
    <small>
      <Trans id="shell.footer.copyright">© {year} Virtual Art Exhibition. All rights reserved.</Trans>
    </small>
  );
}
