import { Link } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { useProductName } from '../../lib/env/use-env.ts';
import { usePageTranslation } from '../../lib/page-language.ts';

/** The footer: what the service is, its terms and statements, cookies and versions. */
export function SiteFooter({ onVersions }: { onVersions: () => void }) {
  const { t, lng } = usePageTranslation();
  const product = useProductName();
  const links =
    lng === 'en'
      ? [
          { to: `/en/about/about-${product}-sex-and-gender`, label: t('nav.about') },
          { to: '/en/about/data-availability-statement', label: t('nav.dataAvailability') },
          { to: '/en/about/terms-of-use', label: t('nav.terms') },
        ]
      : [
          { to: `/about/om-${product}`, label: t('nav.about') },
          { to: '/about/tillganglighetsredogorelse', label: t('nav.accessibility') },
          { to: '/about/anvandarvillkor', label: t('nav.terms') },
          { to: '/about/personuppgifter', label: t('nav.privacy') },
          { to: `/about/om-${product}#kakor`, label: t('nav.cookies') },
        ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{t('app.name')}</strong> – {t('footer.tagline')}
        </p>
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Button className="link-button" aria-haspopup="dialog" onPress={onVersions}>
              {t('nav.versions')}
            </Button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
