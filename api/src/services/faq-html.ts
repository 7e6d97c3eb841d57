/** FAQ answers may hold simple HTML (faq-content.ts, or rows changed in the database). Every answer leaves the API
 *  sanitised with the allow list the FAQ page uses (FAQ_HTML_ALLOW_LIST of shared-contracts), so any client of
 *  GET /ad-faq/category-with-faq gets safe HTML, not only the portal's own page. DOMPurify runs on a jsdom window,
 *  the server DOM its authors test against (decision 0013). Line breaks stay as they are: they are part of the
 *  answer's text, and the page turns them into <br>. */
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';
import { faqHtmlSanitizerOptions } from 'shared-contracts/api';

let purifier: Purifier | null = null;

/** One window for the process, made on first use, so only a server that answers FAQs pays for it. */
function getPurifier(): Purifier {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

export function sanitizeFaqHtml(html: string): string {
  return getPurifier().sanitize(html, faqHtmlSanitizerOptions());
}
