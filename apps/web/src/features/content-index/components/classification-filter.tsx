import { NavLink } from 'react-router';
import type {
  ContentIndexSource,
  IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';
import { badgeClassName } from '../../../components/ui/classification-badge.tsx';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { classificationPath, indexPath } from './index-paths.ts';
import { classMeaningKey, indexBadge } from './index-classification.ts';
import '../../../lib/page-texts.ts';

export interface ClassificationFilterProps {
  source: ContentIndexSource;
  /** The classifications the source's documents have. */
  present: readonly IndexClassification[];
}

/** Links to the index by classification (specification §2 '/classification/{classification}'). */
export function ClassificationFilter({ source, present }: ClassificationFilterProps) {
  const { t } = usePageTranslation();
  return (
    <nav className="classification-filter" aria-label={t('contentIndex.classificationsLabel')}>
      <ul>
        <li>
          <NavLink className="classification-filter__item" to={indexPath(source)} end>
            {t('contentIndex.allClassifications')}
          </NavLink>
        </li>
        {present.map((code) => {
          const badge = indexBadge(source, code);
          const meaning = t(classMeaningKey(source, code));
          return (
            <li key={code}>
              <NavLink
                className="classification-filter__item"
                to={classificationPath(source, code)}
                aria-label={t('contentIndex.classificationOf', { code, meaning })}
                title={meaning}
              >
                <span className={badgeClassName(badge.colour)} aria-hidden="true">
                  {code}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
