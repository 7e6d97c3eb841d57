/** Campaign tags (product.md, Tracking links): an ad may ask the click redirect to add `utm_source`, `utm_medium`
 *  and `utm_campaign` to its link, so the advertiser's own analytics can tell our visitors apart. Only these three
 *  fixed words go in: nothing about the visitor (no ids, no cookies). Pure, so the application form's preview, the
 *  ad's page, the review desk and the redirect build the same address. */

/** Where the visitor saw the banner: the exhibition system, as its logo names it (Virtual Art Exhibition). */
export const UTM_SOURCE = 'virtual-art-exhibition';
/** A banner is display advertising, in the usual analytics vocabulary. */
export const UTM_MEDIUM = 'display';
/** The parameters the tags set. The advertiser's own values of these three are replaced (ours describe where the
 *  click came from, which the advertiser's link cannot know); every other parameter, `utm_term` and `utm_content`
 *  included, is kept as written. */
export const CAMPAIGN_TAG_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export const CAMPAIGN_NAME_MAX_LENGTH = 60;

/** Letters and digits of any script, combining marks, `-`, `_` and `.`: readable in a report, and nothing that
 *  needs explaining once percent-encoded. */
const CAMPAIGN_NAME = /^[\p{L}\p{M}\p{N}._-]+$/u;
const NOT_NAME_CHARACTERS = /[^\p{L}\p{M}\p{N}._-]+/gu;

export function isCampaignNameText(value: string): boolean {
  return CAMPAIGN_NAME.test(value);
}

/** The campaign name the form suggests for a title: lowercased, every run of other characters (spaces,
 *  punctuation, emoji) one hyphen, at most CAMPAIGN_NAME_MAX_LENGTH characters. 'Autumn Show 2026!' →
 *  'autumn-show-2026', '秋の展覧会 2026' → '秋の展覧会-2026'. Empty when the title has no letter or digit. */
export function campaignNameFromTitle(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_NAME_CHARACTERS, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  let cut = '';
  for (const character of slug) {
    if (cut.length + character.length > CAMPAIGN_NAME_MAX_LENGTH) break;
    cut += character;
  }
  return cut.replace(/[-.]+$/, '');
}

/** Whether one `name=value` piece of a query is one of the tags' parameters, however its name is encoded. */
function isTagParameter(piece: string): boolean {
  const [name] = [...new URLSearchParams(piece).keys()];
  return name !== undefined && (CAMPAIGN_TAG_PARAMS as readonly string[]).includes(name);
}

/**
 * The address a click opens: `linkUrl` itself without a campaign name, else with the three tags. The link's path,
 * its other query parameters (as written: URLSearchParams would re-encode them, `%20` as `+`, `?ref` as `?ref=`)
 * and its fragment stay; any `utm_source`, `utm_medium` or `utm_campaign` already there is replaced; the tags'
 * values are encoded by URLSearchParams. Null when `linkUrl` is not an absolute URL (a form still being typed).
 */
export function taggedLinkUrl(linkUrl: string, campaignName: string | null): string | null {
  let url: URL;
  try {
    url = new URL(linkUrl);
  } catch {
    return null;
  }
  if (campaignName === null) return url.href;
  const kept =
    url.search === ''
      ? []
      : url.search
          .slice(1)
          .split('&')
          .filter((piece) => !isTagParameter(piece));
  const tags = new URLSearchParams({
    utm_source: UTM_SOURCE,
    utm_medium: UTM_MEDIUM,
    utm_campaign: campaignName,
  });
  url.search = [...kept, tags.toString()].join('&');
  return url.href;
}
