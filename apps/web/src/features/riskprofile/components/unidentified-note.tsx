import { useTranslation } from '../../../lib/i18n.ts';
import type { UnidentifiedEntry } from '../hooks/use-riskprofile-view.ts';
import '../../../lib/page-texts.ts';

/** The ids of the list the knowledge base does not know: they are not part of the riskprofile. */
export function UnidentifiedNote({ entries }: { entries: readonly UnidentifiedEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="notice risk-unidentified" aria-labelledby="risk-unidentified-heading">
      <h3 id="risk-unidentified-heading">{t('riskprofile.unidentifiedHeading')}</h3>
      <p>{t('riskprofile.unidentifiedHint')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.id}`}>
            {entry.kind === 'product'
              ? t('search.unknownProduct', { id: entry.id })
              : t('search.unknownSubstance', { id: entry.id })}
          </li>
        ))}
      </ul>
    </section>
  );
}
