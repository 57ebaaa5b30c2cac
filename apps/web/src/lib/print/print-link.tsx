import { Link, useLocation } from 'react-router';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { useTranslation } from '../i18n.ts';
import { printPathOf } from './print-path.ts';
import '../page-texts.ts';

/**
 * A tab's "Skriv ut": its print view in a window of its own (specification §2 'Other'), with the
 * list and the patient of the address, so the printout shows what the tab shows.
 */
export function PrintLink({ source }: { source: SourceName }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Link
      className="button button--secondary print-link"
      to={{ pathname: printPathOf(sourceDefinition(source).path), search }}
      target="_blank"
      rel="noopener"
    >
      {t('print.open')} <span className="visually-hidden">({t('print.newWindow')})</span>
    </Link>
  );
}
