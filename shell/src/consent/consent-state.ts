/** The small, always-loaded part of cookie consent: whether the settings were asked for (the footer's Cookie
 *  settings button) before or after the lazily loaded consent manager arrived. */
import { createStore } from 'zustand/vanilla';

export const consentSettingsRequests = createStore<{ requests: number }>()(() => ({ requests: 0 }));

export function openConsentSettings(): void {
  consentSettingsRequests.setState((state) => ({ requests: state.requests + 1 }));
}
