/** Natural line breaks for Japanese where the browser cannot find them itself. Chromium wraps Japanese between
 *  phrases with `word-break: auto-phrase` (global style); Safari and Firefox do not, and split words such as
 *  ローテーション or お申し込み anywhere. There, each Japanese translation with more than one phrase becomes a
 *  span.phrase-breaks with a <wbr> at each phrase boundary (after a particle, before a bracket), and inside headings,
 *  buttons, links and labels it breaks only there (`keep-all`, global style). One span, so a flex button keeps one
 *  text item; <wbr> adds no text, so accessible names and copied text stay whole. The shell sets this as Lingui's
 *  default <Trans> component. */
import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { TransRenderProps } from '@lingui/react';

const KANA_OR_KANJI = /[\u3040-\u30ff\u3400-\u9fff]/;
/** Particles that end a phrase when a content word (kanji, katakana, Latin, a bracket) follows. */
const PARTICLE = /[はがをにでとのもへや]/;
const STARTS_WORD = /[\u30a1-\u30fa\u3400-\u9fffA-Za-z0-9「『（(【]/;
const KANJI = /[\u3400-\u9fff]/;
const OPENING = /[「『（【]/;

/** The phrases of a Japanese text, to join again with break opportunities between them; other text is one piece. */
export function splitPhrases(text: string): string[] {
  if (!KANA_OR_KANJI.test(text)) return [text];
  const phrases: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i += 1) {
    const previous = text.charAt(i - 1);
    const current = text.charAt(i);
    const next = text.charAt(i + 1);
    // An honorific お/ご opens the word after it (お支払い), so it starts a phrase like a kanji would.
    const opensWord = STARTS_WORD.test(current) || (/[おご]/.test(current) && KANJI.test(next));
    const beforeBracket = OPENING.test(current) && !OPENING.test(previous) && previous.trim() !== '';
    if ((PARTICLE.test(previous) && opensWord) || beforeBracket) {
      phrases.push(text.slice(start, i));
      start = i;
    }
  }
  phrases.push(text.slice(start));
  return phrases;
}

/** The class global style gives `word-break: keep-all` inside headings, buttons, links and labels. */
export const PHRASE_BREAKS_CLASS = 'phrase-breaks';

function withBreaks(node: ReactNode): ReactNode {
  if (typeof node !== 'string') return node;
  const phrases = splitPhrases(node);
  if (phrases.length === 1) return node;
  return (
    <span className={PHRASE_BREAKS_CLASS}>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {/* display: inline is the default already; said here for name computations (jsdom's) that would
              otherwise read the element as a word boundary and add a space. */}
          {index > 0 ? <wbr style={{ display: 'inline' }} /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}

/** Whether this browser finds Japanese phrase breaks by itself (Chromium 119+). */
function browserBreaksPhrases(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('word-break', 'auto-phrase')
  );
}

export function PhraseBreaks({ translation }: TransRenderProps) {
  const { i18n } = useLingui();
  if (i18n.locale !== 'ja' || browserBreaksPhrases()) return <>{translation}</>;
  if (!Array.isArray(translation)) return <>{withBreaks(translation)}</>;
  return (
    <>
      {translation.map((node, index) => (
        <Fragment key={index}>{withBreaks(node)}</Fragment>
      ))}
    </>
  );
}
