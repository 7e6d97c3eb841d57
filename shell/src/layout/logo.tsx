/** The portal's mark, drawn inline so the top bar and footer need no image request: a gallery frame holding a
 *  banner, for banner ads shown inside an art exhibition. */
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export function Logo({ size = 32, decorative = false }: { size?: number; decorative?: boolean }) {
  const { t } = useLingui();
  const titleId = useId();
  const label = t({ id: 'shell.logo.label', message: 'Virtual Art Exhibition' });
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      focusable="false"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-labelledby': titleId })}
    >
      {decorative ? null : <title id={titleId}>{label}</title>}
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#1d4e9e" />
      <rect x="5.5" y="5.5" width="21" height="21" rx="3" fill="none" stroke="#ffffff" strokeWidth="2" />
      <rect x="9" y="11" width="14" height="5" rx="1" fill="#f5a623" />
      <rect x="9" y="19" width="9" height="2" rx="1" fill="#ffffff" />
    </svg>
  );
}
