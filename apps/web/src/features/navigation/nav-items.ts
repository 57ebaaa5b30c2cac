import type { PageLanguage } from '../../lib/page-language.ts';
import type sv from '../../locales/sv.json';

type NavTexts = typeof sv.nav;
/** A link's text: a key under `nav.` (sv.json is complete; en.json has the English bar's). */
export type NavLabelKey = `nav.${Exclude<keyof NavTexts, 'sections'>}`;
export type NavSectionKey = `nav.sections.${keyof NavTexts['sections']}`;

/** One link of the navigation. */
export interface NavLink {
  labelKey: NavLabelKey;
  to: string;
}

/** A titled group of links in the info menu. */
export interface NavSection {
  titleKey: NavSectionKey;
  links: NavLink[];
}

export interface NavigationModel {
  /** The home link; null in integrated mode, where the record system is home (§2). */
  home: NavLink | null;
  info: NavSection[];
}

export interface NavigationContext {
  language: PageLanguage;
  /** Integrated mode: embedded in a record system (jmi=true or a `t` session). */
  integrated: boolean;
  /** PRODUCT_NAME: part of some information pages' addresses. */
  productName: string;
  /**
   * The current address's query (`?jmi=true&nslIds=…`). In integrated mode every link keeps it,
   * so the next page is still embedded and has the record's drug list and patient data.
   */
  search?: string;
}

interface Candidate extends NavLink {
  /** Who sees it: everyone, only outside or only inside integrated mode (§2 'Navigation bar'). */
  shown?: 'standalone' | 'integrated';
}

function section(
  titleKey: NavSectionKey,
  candidates: Candidate[],
  integrated: boolean,
): NavSection {
  const links = candidates
    .filter(({ shown }) => shown === undefined || (shown === 'integrated') === integrated)
    .map(({ labelKey, to }) => ({ labelKey, to }));
  return { titleKey, links };
}

function swedishInfo(product: string, integrated: boolean): NavSection[] {
  return [
    section(
      'nav.sections.service',
      [
        { labelKey: 'nav.about', to: `/about/om-${product}` },
        { labelKey: 'nav.howToSearch', to: `/about/sa-soker-du-i-${product}`, shown: 'standalone' },
        { labelKey: 'nav.integrated', to: `/about/om-${product}-integrerad`, shown: 'integrated' },
        { labelKey: 'nav.sideEffectSearch', to: '/biverkning', shown: 'integrated' },
        { labelKey: 'nav.faq', to: '/about/vanliga-fragor' },
        { labelKey: 'nav.news', to: '/about/nyheter' },
        { labelKey: 'nav.status', to: '/about/driftstatus', shown: 'standalone' },
      ],
      integrated,
    ),
    section(
      'nav.sections.sources',
      [
        { labelKey: 'nav.aboutInteractions', to: '/about/om-interaktioner' },
        { labelKey: 'nav.aboutRiskprofile', to: '/about/om-riskprofil' },
        { labelKey: 'nav.aboutRenal', to: '/about/om-njurfunktion' },
        { labelKey: 'nav.aboutBirthDefect', to: '/about/om-fosterpaverkan' },
        { labelKey: 'nav.aboutLactation', to: '/about/om-amning' },
        { labelKey: 'nav.aboutGenus', to: '/about/om-genus' },
        {
          labelKey: 'nav.aboutSideEffectSearch',
          to: '/about/om-biverkningssokning',
          shown: 'integrated',
        },
      ],
      integrated,
    ),
    section(
      'nav.sections.indexes',
      [
        { labelKey: 'nav.indexBirthDefect', to: '/content/birthdefect', shown: 'standalone' },
        { labelKey: 'nav.indexLactation', to: '/content/lactation', shown: 'standalone' },
        { labelKey: 'nav.indexGenus', to: '/content/genus', shown: 'standalone' },
      ],
      integrated,
    ),
    section(
      'nav.sections.terms',
      [
        { labelKey: 'nav.accessibility', to: '/about/tillganglighetsredogorelse' },
        { labelKey: 'nav.terms', to: '/about/anvandarvillkor' },
        { labelKey: 'nav.privacy', to: '/about/personuppgifter' },
      ],
      integrated,
    ),
  ].filter(({ links }) => links.length > 0);
}

function englishInfo(product: string, integrated: boolean): NavSection[] {
  return [
    section(
      'nav.sections.service',
      [
        { labelKey: 'nav.about', to: `/en/about/about-${product}-sex-and-gender` },
        {
          labelKey: 'nav.howToSearch',
          to: `/en/about/how-to-search-in-${product}`,
          shown: 'standalone',
        },
        {
          labelKey: 'nav.sexDifferences',
          to: '/en/about/generally-about-sex-differences-and-drugs',
        },
        { labelKey: 'nav.news', to: `/en/about/news-${product}-sex-and-gender` },
        { labelKey: 'nav.indexGenus', to: '/en/content/sexandgender', shown: 'standalone' },
      ],
      integrated,
    ),
    section(
      'nav.sections.terms',
      [
        { labelKey: 'nav.dataAvailability', to: '/en/about/data-availability-statement' },
        { labelKey: 'nav.terms', to: '/en/about/terms-of-use' },
      ],
      integrated,
    ),
  ];
}

/**
 * The navigation's links for a mode and language (specification §2 'Navigation bar'), one model
 * for the bar, the mobile menu and the /nav page. In integrated mode home, how to search, the
 * content indexes and the operational status are hidden, and the side-effect search and the
 * integrated variant's page are shown. The English home leads to /genus (§2).
 */
export function navigationModel({
  language,
  integrated,
  productName,
  search = '',
}: NavigationContext): NavigationModel {
  const home: NavLink | null = integrated
    ? null
    : { labelKey: 'nav.home', to: language === 'en' ? '/genus' : '/' };
  const sections =
    language === 'en' ? englishInfo(productName, integrated) : swedishInfo(productName, integrated);
  if (!integrated) return { home, info: sections };
  const info = sections.map((section) => ({
    ...section,
    links: section.links.map((link) => ({ ...link, to: `${link.to}${search}` })),
  }));
  return { home, info };
}
