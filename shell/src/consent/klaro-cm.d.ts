/** Types for klaro's consent-manager core (`klaro/dist/cm`), which ships none: only the parts the shell uses. */
declare module 'klaro/dist/cm' {
  export type KlaroService = {
    name: string;
    purposes?: string[];
    required?: boolean;
    default?: boolean;
    optOut?: boolean;
    cookies?: (string | RegExp)[];
    callback?: (consent: boolean, service: KlaroService) => void;
  };

  export type KlaroConfig = {
    storageMethod?: 'cookie' | 'localStorage' | 'sessionStorage';
    storageName?: string;
    cookieExpiresAfterDays?: number;
    cookiePath?: string;
    cookieDomain?: string;
    default?: boolean;
    services: KlaroService[];
  };

  export default class ConsentManager {
    constructor(config: KlaroConfig);
    /** True when a stored decision covers every configured service. */
    confirmed: boolean;
    consents: Record<string, boolean>;
    getConsent(name: string): boolean;
    updateConsent(name: string, value: boolean): boolean;
    saveAndApplyConsents(eventType?: string): void;
    resetConsents(): void;
  }
}
