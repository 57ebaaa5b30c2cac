import 'i18next';
import type sv from '../locales/sv.json';

// Typed translation keys: a missing or misspelt key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sv };
  }
}
