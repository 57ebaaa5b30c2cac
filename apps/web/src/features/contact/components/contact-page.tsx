import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { useSearchParams } from 'react-router';
import { contactMessageSchema } from '@medkompass/contracts/contact.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { ContactForm } from './contact-form.tsx';
import '../../../lib/page-texts.ts';

/**
 * The contact page /kontakt (specification §2): the form on its own, without navigation bar and
 * footer, so a record system can also show it in a frame. `jmi=true` is integrated mode and
 * `context` the source the user came from.
 */
export function ContactPage() {
  const { t, lng } = usePageTranslation();
  const [params] = useSearchParams();
  // A context the form would refuse is dropped rather than leave the form unsendable.
  const requested = params.get('context') ?? '';
  const context = contactMessageSchema.shape.context.safeParse(requested).success ? requested : '';
  return (
    <main
      id="main"
      className="page page--narrow contact-page"
      tabIndex={-1}
      lang={lng === 'en' ? 'en' : undefined}
    >
      <title>{t('contact.pageTitle')}</title>
      <p className="site-header__product">{t('app.name')}</p>
      <h1>{t('contact.heading')}</h1>
      <p>{t('contact.intro')}</p>
      <ContactForm
        integrated={params.get(INTEGRATED_PARAMS.integrated) === 'true'}
        context={context}
      />
    </main>
  );
}
