import type { LinguiConfig } from '@lingui/conf';

/** The Lingui configuration every app shares (see lingui.mjs). */
export function linguiConfig(): LinguiConfig;
