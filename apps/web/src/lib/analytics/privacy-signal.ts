/** What a browser may say about being tracked: Global Privacy Control and Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl?: unknown;
  doNotTrack?: string | null;
}

/**
 * Whether the browser asks not to be tracked: `navigator.globalPrivacyControl` true or Do Not
 * Track '1'. Either counts as no to statistics, whatever the visitor chose on the page (ADR 0045).
 */
export function browserRefusesTracking(signals?: PrivacySignals): boolean {
  // The browser's own signals unless others are given (tests); none where there is no navigator.
  const given = signals ?? (globalThis as { navigator?: PrivacySignals }).navigator;
  return given?.globalPrivacyControl === true || given?.doNotTrack === '1';
}
