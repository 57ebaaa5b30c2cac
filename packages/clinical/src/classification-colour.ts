/**
 * The badge colours of the specification (§3 'Classifications per source'):
 * A green with white text, B white, C yellow, D red, X dark blue. The web app maps each
 * token to colours that meet WCAG 2.1 AA contrast.
 */
export type ClassificationColour = 'green' | 'white' | 'yellow' | 'red' | 'darkBlue' | 'grey';
