/** The envelope picture of the check-your-email screens, drawn inline so it needs no image request and takes the
 *  theme's colours. It is decorative: the heading and text beside it say everything. */
import { useTheme } from 'styled-components';

export function MailIllustration({ size = 120 }: { size?: number }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill={colors.primarySoft} />
      <rect
        x="22"
        y="38"
        width="76"
        height="50"
        rx="6"
        fill={colors.background}
        stroke={colors.primary}
        strokeWidth="4"
      />
      <path
        d="M24 42 L60 68 L96 42"
        fill="none"
        stroke={colors.primary}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="92" cy="36" r="14" fill={colors.success} />
      <path
        d="M85 36 L90 41 L99 31"
        fill="none"
        stroke={colors.background}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
