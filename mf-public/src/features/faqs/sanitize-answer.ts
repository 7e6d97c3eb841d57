/** FAQ answers arrive as text that may hold HTML (the FAQ page; shared-contracts/src/faq-html.ts), already sanitised by
 *  the API with the same allow list. Before the page renders one, its line breaks become <br> and DOMPurify keeps only
 *  what FAQ_HTML_ALLOW_LIST of shared-contracts allows (simple formatting and links), in case the page meets an API
 *  that did not; every link opens in a new tab without handing the page (opener) or its address (referrer) to the site
 *  it leads to. */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { faqHtmlSanitizerOptions } from 'shared-contracts/api';

const CONFIG: Config = faqHtmlSanitizerOptions();

/** A line break beside a block tag only lays out the HTML source; turning it into <br> would add blank lines. */
const BREAK_AT_BLOCK_EDGE = /\s*\n\s*(?=<\/?(?:ul|ol|li|p)\b)|(?<=<\/?(?:ul|ol|li|p)\b[^>]*>)\s*\n\s*/gi;

let purifier: Purifier | null = null;

/** An instance of its own, so the link hook never changes how anything else on the page sanitises. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !(node instanceof Element)) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function withLineBreaks(answer: string): string {
  return answer.replace(/\r\n?/g, '\n').replace(BREAK_AT_BLOCK_EDGE, '').replace(/\n/g, '<br>');
}

export function sanitizeAnswer(answer: string): string {
  return getPurifier().sanitize(withLineBreaks(answer), CONFIG);
}
