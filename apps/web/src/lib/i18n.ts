import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import sv from '../locales/sv.json';

/**
 * The one i18next instance. Swedish is the default; English covers the pages under /en
 * (specification §1: English only for sex and gender), read through usePageTranslation.
 */
export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous and the first render has its texts.
void i18n.use(initReactI18next).init({
  lng: 'sv',
  fallbackLng: 'sv',
  resources: { sv: { translation: sv }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
