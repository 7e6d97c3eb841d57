import {
  CAMPAIGN_NAME_MAX_LENGTH,
  campaignNameFromTitle,
  isCampaignNameText,
  taggedLinkUrl,
} from './campaign-tags';

const TAGS = 'utm_source=virtual-art-exhibition&utm_medium=display';

describe('taggedLinkUrl', () => {
  test('without a campaign name the link is unchanged (normalised as a URL)', () => {
    expect(taggedLinkUrl('https://gallery.example/a?b=1#c', null)).toBe('https://gallery.example/a?b=1#c');
    expect(taggedLinkUrl('https://gallery.example', null)).toBe('https://gallery.example/');
  });

  test('adds the three tags after the link’s own query, before its fragment', () => {
    expect(taggedLinkUrl('https://gallery.example/a', 'spring')).toBe(
      `https://gallery.example/a?${TAGS}&utm_campaign=spring`,
    );
    expect(taggedLinkUrl('https://gallery.example/a?x=1&y=a%20b&z#top', 'spring')).toBe(
      `https://gallery.example/a?x=1&y=a%20b&z&${TAGS}&utm_campaign=spring#top`,
    );
    expect(taggedLinkUrl('https://gallery.example/a?#top', 'spring')).toBe(
      `https://gallery.example/a?${TAGS}&utm_campaign=spring#top`,
    );
  });

  test('replaces the link’s own utm_source, utm_medium and utm_campaign, however encoded; keeps utm_term and utm_content', () => {
    expect(
      taggedLinkUrl(
        'https://gallery.example/?utm_source=mail&utm%5Fmedium=x&utm_term=art&utm_campaign=a&utm_campaign=b&utm_content=top',
        'autumn',
      ),
    ).toBe(`https://gallery.example/?utm_term=art&utm_content=top&${TAGS}&utm_campaign=autumn`);
  });

  test('percent-encodes the campaign name', () => {
    expect(taggedLinkUrl('https://gallery.example/', '秋')).toBe(
      `https://gallery.example/?${TAGS}&utm_campaign=%E7%A7%8B`,
    );
  });

  test('null for a link that is not an absolute URL', () => {
    expect(taggedLinkUrl('gallery.example/a', 'spring')).toBeNull();
    expect(taggedLinkUrl('', null)).toBeNull();
  });
});

describe('campaign names', () => {
  test.each([
    ['Autumn Show 2026!', 'autumn-show-2026'],
    ['秋の展覧会　2026', '秋の展覧会-2026'],
    ['  -- Spring_sale v1.2 --  ', 'spring_sale-v1.2'],
    ['ＡＢＣ １２３', 'abc-123'],
    ['🎨🎨', ''],
    ['', ''],
  ])('from the title %j: %j', (title, name) => {
    expect(campaignNameFromTitle(title)).toBe(name);
  });

  test('a name from a long title is cut to the limit and is a valid name', () => {
    const name = campaignNameFromTitle(`${'word '.repeat(30)}end`);
    expect(name.length).toBeLessThanOrEqual(CAMPAIGN_NAME_MAX_LENGTH);
    expect(name.endsWith('-')).toBe(false);
    expect(isCampaignNameText(name)).toBe(true);
  });

  test.each([
    ['spring-2026', true],
    ['秋の展覧会', true],
    ['a.b_c', true],
    ['two words', false],
    ['a&b', false],
    ['a=b', false],
    ['a#b', false],
    ['', false],
  ])('%j is a campaign name: %s', (value, valid) => {
    expect(isCampaignNameText(value)).toBe(valid);
  });
});
