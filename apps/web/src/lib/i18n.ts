import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import sv from '../locales/sv.json';

/** The one i18next instance. Swedish is the default and, for now, the only language. */
export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous and the first render has its texts.
void i18n.use(initReactI18next).init({
  lng: 'sv',
  fallbackLng: 'sv',
  resources: { sv: { translation: sv } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
