import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation, type TranslationKey } from '../../../lib/i18n.ts';
import '../../../lib/page-texts.ts';
import {
  smartRecordNoteFor,
  type SmartRecordMeasure,
} from '../../../lib/session/smart-record-note.ts';

const MEASURE_TEXT: Record<SmartRecordMeasure, TranslationKey> = {
  creatinine: 'smart.creatinine',
  cystatinC: 'smart.cystatinC',
  cystatinEgfr: 'smart.cystatinEgfr',
  weight: 'smart.weight',
  height: 'smart.height',
};

const unchanging = () => () => undefined;
/**
 * False while the app takes over the server's markup, true after: the note is in this tab's
 * storage, which the server cannot read, so the first render shows what the server painted.
 */
const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

const NUMBER = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/**
 * After a SMART launch, while the list and patient are still the record's: that they came from
 * the record, which values (with their dates), the pregnancy status, and the names of the
 * medications that could not be identified (the integrated notice counts them).
 */
export function SmartRecordNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const note = useHydrated() ? smartRecordNoteFor(params) : null;
  if (note === null) return null;
  const dated = (what: string, date: string | null) =>
    date === null ? what : t('smart.measuredOn', { what, date });
  return (
    <section className="integrated-notice smart-record" aria-labelledby="smart-record-heading">
      <h2 id="smart-record-heading" className="smart-record__heading">
        {t('smart.recordHeading')}
      </h2>
      <p>{t('smart.recordIntro')}</p>
      {note.unidentified.length > 0 && (
        <p>{t('smart.unidentifiedNames', { names: note.unidentified.join(', ') })}</p>
      )}
      {(note.values.length > 0 || note.pregnancy !== null) && (
        <ul className="smart-record__values">
          {note.values.map(({ measure, value, date }) => (
            <li key={measure}>
              {dated(t(MEASURE_TEXT[measure], { value: NUMBER.format(value) }), date)}
            </li>
          ))}
          {note.pregnancy !== null && (
            <li>
              {dated(
                t(note.pregnancy.status === 'pregnant' ? 'smart.pregnant' : 'smart.notPregnant'),
                note.pregnancy.date,
              )}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
