/** The HTML an FAQ answer may keep (the FAQ page, product.md, Pages): simple formatting, lists and links. The API
 *  sanitises every answer of GET /ad-faq/category-with-faq with it, and the FAQ page sanitises again before rendering,
 *  so both ends keep the same tags (decision 0013). The keys are DOMPurify's option names; callers copy the lists into
 *  their own config, since DOMPurify's types want mutable arrays. */

export const FAQ_HTML_ALLOW_LIST = {
  ALLOWED_TAGS: ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'strong', 'u', 'ul'],
  ALLOWED_ATTR: ['href', 'title'],
  /** Web, mail and phone links, and paths on this site; `javascript:`, `data:` and `//other.host` are dropped. */
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
} as const satisfies {
  ALLOWED_TAGS: readonly string[];
  ALLOWED_ATTR: readonly string[];
  ALLOWED_URI_REGEXP: RegExp;
};

/** The allow list as a sanitiser's options: fresh arrays each call, so no caller can change the shared ones. */
export function faqHtmlSanitizerOptions(): {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
} {
  return {
    ALLOWED_TAGS: [...FAQ_HTML_ALLOW_LIST.ALLOWED_TAGS],
    ALLOWED_ATTR: [...FAQ_HTML_ALLOW_LIST.ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: FAQ_HTML_ALLOW_LIST.ALLOWED_URI_REGEXP,
  };
}
