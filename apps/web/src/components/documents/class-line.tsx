import { usePageTranslation } from '../../lib/page-language.ts';
import type { Badge } from '@medkompass/clinical/document-classification.ts';
import { badgeClassName } from '../ui/classification-badge.tsx';

/**
 * A class badge followed by what it means, both visible: colour is never the only carrier, and
 * a screen reader hears 'Klass 3' and the meaning once. A class with no code (genus level 0)
 * shows its meaning only.
 */
export function ClassLine({ badge, text }: { badge: Badge; text: string }) {
  const { t } = usePageTranslation();
  return (
    <p className="class-line">
      {badge.code !== '' && (
        <span className={`${badgeClassName(badge.colour)} class-line__badge`}>
          <span className="visually-hidden">{t('documents.classPrefix')} </span>
          {badge.code}
        </span>
      )}
      <span className="class-line__text">{text}</span>
    </p>
  );
}
