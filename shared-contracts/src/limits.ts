/** Every fixed number and small constant of the product (product.md, Forms and their limits, Plans and prices,
 *  Messages) in one place, so the forms, the API and the tests agree on each boundary. Plan prices live in plans.ts and
 *  countries in countries.ts. */

// --- Passwords (product.md, Forms and their limits) ---
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** The fixed set of punctuation that counts as a special character: every printable ASCII symbol except space. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

// --- Text fields ---
/** The applicant's full name on the application form, and the account name. */
export const NAME_MAX_LENGTH = 50;
export const AD_TITLE_MAX_LENGTH = 100;
/** The product sets no limit for the link; 2048 keeps it within what every browser and proxy accepts. */
export const LINK_URL_MAX_LENGTH = 2048;
/** The product sets no limit for account emails; 254 is the longest address SMTP can deliver (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NAME_MAX_LENGTH = 300;
export const CONTACT_EMAIL_MAX_LENGTH = 250;
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
export const CONTACT_MESSAGE_ROWS = 6;

// --- Ad image (product.md, Forms and their limits) ---
export const MAX_IMAGE_BYTES = 10_000_000;
/** The same limit as shown to people: 'The file must be 10 MB or smaller'. */
export const MAX_IMAGE_MEGABYTES = 10;
export const IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** The file input's accept attribute. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const RECOMMENDED_IMAGE_WIDTH = 960;
export const RECOMMENDED_IMAGE_HEIGHT = 150;
/** The preview on the ad-details screen. */
export const AD_PREVIEW_WIDTH = 728;
export const AD_PREVIEW_HEIGHT = 114;

// --- Durations and dates (product.md, Forms and their limits) ---
export const MIN_DURATION_MONTHS = 1;
export const MAX_DURATION_MONTHS = 12;
export const DEFAULT_DURATION_MONTHS = 1;
/** Default start date, and the earliest day the picker offers: 7 days from today. */
export const START_DATE_OFFSET_DAYS = 7;
/** The latest start date, in the picker and in validation: one month from today. */
export const START_DATE_MAX_OFFSET_MONTHS = 1;
export const DATE_PICKER_YEAR_COUNT = 12;

// --- Toasts (product.md, Messages) ---
export const TOAST_DURATION_MS = 4000;
export const TOAST_POSITION = 'bottom-center';
export const TOAST_LIMIT = 20;
export const PAYMENT_SUCCESS_TOAST_DELAY_MS = 3000;

// --- Display ---
export const CLICK_THROUGH_RATE_DECIMALS = 2;

// --- Cookie consent (product.md, Pages: the cookie banner) ---
export const COOKIE_CONSENT_EXPIRY_DAYS = 182;
export const COOKIE_CONSENT_SAME_SITE = 'Lax';
export const COOKIE_CATEGORIES = ['necessary', 'analytics', 'targeting'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

// --- Languages and policy ---
export const DEFAULT_LANGUAGE = 'en';
/** The policy version date shown to people (27 November 2024), as an ISO date. */
export const POLICY_VERSION_DATE = '2024-11-27';
