import { useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { DemoBanner } from '../../features/knowledge-base/components/demo-banner.tsx';
import { KbVersion } from '../../features/knowledge-base/components/kb-version.tsx';
import { PrintPatient } from './print-patient.tsx';
import { PrintSearchList } from './print-search-list.tsx';
import '../../lib/page-texts.ts';

const PRINTED_AT = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short' });

/**
 * The print view of every source (specification §2 'Other': printing opens a window of its own
 * with print styles), one header for all: product name, time of printing, the knowledge base's
 * name, version and date, the demo notice, the patient as the source uses it, the search list,
 * then the source's content, without search box, tabs or navigation. Its one button prints.
 */
export function PrintLayout() {
  const { t } = useTranslation();
  // The moment the view was opened: what the printout shows is the assessment at that time.
  const [openedAt] = useState(() => new Date());
  return (
    <div className="print-view">
      <header className="print-header">
        <div className="print-header__top">
          <h1 className="print-header__product">{t('app.name')}</h1>
          <button
            type="button"
            className="button button--primary no-print"
            onClick={() => {
              window.print();
            }}
          >
            {t('print.printButton')}
          </button>
        </div>
        <p className="print-header__meta">
          {t('print.printedAt', { date: PRINTED_AT.format(openedAt) })}
        </p>
        <KbVersion />
        <DemoBanner />
      </header>
      <main id="main" className="print-page">
        <PrintPatient />
        <PrintSearchList />
        <Outlet />
        <p className="print-disclaimer">{t('print.disclaimer')}</p>
      </main>
    </div>
  );
}
