/** The portal's design tokens: colours (text pairs meet WCAG AA contrast on their backgrounds), spacing, radii,
 *  breakpoints and the font stacks (Latin-first for English, Japanese-first for Japanese). Every app reads them through styled-components' theme,
 *  and this module types `DefaultTheme` so `props.theme.colors.primary` is checked everywhere. */
import 'styled-components';

const colors = {
  /** Body text on `background`/`surface`: 15.9:1. */
  text: '#1b1f24',
  /** Secondary text on `background`: 7.4:1. */
  textMuted: '#4a5260',
  background: '#ffffff',
  surface: '#f4f5f7',
  surfaceRaised: '#ffffff',
  border: '#c5cbd3',
  /** Form control borders need 3:1 against the page (WCAG 1.4.11): 4.6:1. */
  borderStrong: '#7a8494',
  /** Primary actions: white text on it is 8.6:1. */
  primary: '#1d4e9e',
  primaryHover: '#163d7c',
  primarySoft: '#e6eefa',
  onPrimary: '#ffffff',
  /** Destructive actions: white text on it is 6.5:1. */
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  dangerSoft: '#fdecea',
  onDanger: '#ffffff',
  success: '#1b6b3a',
  successSoft: '#e5f4ea',
  warning: '#7a4f00',
  warningSoft: '#fff4d6',
  info: '#1d4e9e',
  infoSoft: '#e6eefa',
  neutralSoft: '#eceef1',
  /** Keyboard focus ring, visible on white and on the primary colour. */
  focus: '#f5a623',
  overlay: 'rgba(17, 24, 39, 0.55)',
  accent: '#c2185b',
} as const;

const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '72px',
} as const;

const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/** Mobile first: styles apply upwards from each width. */
const breakpoints = { sm: '600px', md: '900px', lg: '1200px' } as const;

const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** System fonts only: no web font is downloaded (no bytes, no flash of other text, and nothing for the CSP to allow
 *  beyond the portal's own origins). English pages read Latin-first, in each platform's interface font, with
 *  Japanese fonts after it so a Japanese word on an English page (日本語 in the language select) takes Japanese
 *  glyph forms, not Chinese ones. Japanese pages put the Japanese fonts first (Hiragino on Apple systems, Noto Sans
 *  JP / CJK JP on Android and Linux, Yu Gothic UI then Meiryo on Windows), so kana, kanji, punctuation and the
 *  Latin in between share one design and one baseline. */
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  japanese:
    '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", "Yu Gothic", YuGothic, Meiryo, system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace',
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: 'clamp(2rem, 5vw, 3.25rem)',
} as const;

const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

const lineHeights = { tight: 1.25, body: 1.7 } as const;

const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 16px 40px rgba(17, 24, 39, 0.24)',
} as const;

const zIndices = { sticky: 100, drawer: 200, dialog: 300, toast: 400 } as const;

/** Content width of pages and of the top bar; the sticky top bar's height, which anchored sections keep clear of
 *  (scroll-margin-top) so their heading is not hidden under it. */
const sizes = { content: '1120px', narrow: '560px', controlHeight: '44px', topBar: '64px' } as const;

export const theme = {
  colors,
  space,
  radii,
  breakpoints,
  media,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  zIndices,
  sizes,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Interface merging is the only way styled-components lets a theme be typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
