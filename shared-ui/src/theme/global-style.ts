/** The page-wide base styles every app mounts once (the shell, or the dev harness): box sizing, the font stack of
 *  the page's language (Latin-first in English, Japanese-first in Japanese, both system fonts), readable line
 *  height, line breaks that keep words (English) and phrases (Japanese) whole, a visible keyboard focus ring, and
 *  reduced motion when the user asks for it. */
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* Words stay whole; only a word longer than its whole line breaks, rather than overflow the screen. */
    overflow-wrap: break-word;
  }

  /* Japanese wraps between phrases (bunsetsu) where the browser can; elsewhere between characters as usual. */
  html:lang(ja) body {
    font-family: ${({ theme }) => theme.fonts.japanese};
    word-break: normal;
    word-break: auto-phrase;
  }

  /* Safari and Firefox: Japanese UI text that PhraseBreaks has marked breaks only between its phrases. */
  :is(h1, h2, h3, h4, button, a, label, legend, th) .phrase-breaks {
    word-break: keep-all;
  }

  /* URLs and email addresses are long strings without spaces: they, and only they, may break anywhere. Pages mark
     the elements that show them with this class; mail and web links shown as their address get it by default. */
  .break-anywhere,
  a[href^='mailto:'] {
    overflow-wrap: anywhere;
  }

  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.tight}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  button, input, select, textarea { font: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
