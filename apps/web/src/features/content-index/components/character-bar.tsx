import { NavLink } from 'react-router';
import {
  INDEX_CHARACTERS,
  type ContentIndexSource,
  type IndexCharacter,
} from '@medkompass/contracts/content-index-paths.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { characterPath, indexPath } from './index-paths.ts';
import '../../../lib/page-texts.ts';

export interface CharacterBarProps {
  source: ContentIndexSource;
  /** The characters under which the source has documents: the others are shown inactive. */
  present: readonly IndexCharacter[] | null;
}

/**
 * The letter bar (specification §9 'Index characters'): a link per character with documents,
 * the others shown but not links. English has no å, ä or ö.
 */
export function CharacterBar({ source, present }: CharacterBarProps) {
  const { t, lng } = usePageTranslation();
  const characters = INDEX_CHARACTERS.filter((c) => lng === 'sv' || !'åäö'.includes(c));
  const shown = (character: IndexCharacter) =>
    character === '0-9' ? t('contentIndex.digits') : character.toLocaleUpperCase(lng);
  return (
    <nav className="character-bar" aria-label={t('contentIndex.charactersLabel')}>
      <ul>
        <li>
          <NavLink
            className="character-bar__item character-bar__item--all"
            to={indexPath(source)}
            end
          >
            {t('contentIndex.allCharacters')}
          </NavLink>
        </li>
        {characters.map((character) => (
          <li key={character}>
            {present === null || present.includes(character) ? (
              <NavLink className="character-bar__item" to={characterPath(source, character)}>
                {shown(character)}
              </NavLink>
            ) : (
              <span className="character-bar__item character-bar__item--empty">
                <span aria-hidden="true">{shown(character)}</span>
                <span className="visually-hidden">
                  {t('contentIndex.noDocuments', { character: shown(character) })}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
