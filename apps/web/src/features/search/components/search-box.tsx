import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { useSearchHits } from '../api/search-names.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const DEBOUNCE_MS = 250;
const MAX_QUERY_LENGTH = 100;

interface HitItem {
  id: string;
  hit: SearchHit;
}

export interface SearchBoxProps {
  onChoose: (hit: SearchHit) => void;
}

/** The name search: a combobox whose options come from /api/search as the user types. */
export function SearchBox({ onChoose }: SearchBoxProps) {
  const { t } = useTranslation();
  const [inputValue, setInputValue] = useState('');
  const query = useDebouncedValue(inputValue.trim().slice(0, MAX_QUERY_LENGTH), DEBOUNCE_MS);
  const search = useSearchHits(query);
  const isCurrent = query === inputValue.trim().slice(0, MAX_QUERY_LENGTH);

  const items: HitItem[] =
    query !== '' && isCurrent
      ? (search.data ?? []).map((hit) => ({ id: `${hit.kind}:${hit.id}`, hit }))
      : [];

  const emptyText = (): string => {
    if (!isCurrent || search.isPending) return t('search.searching');
    if (search.isError) return t('search.failed');
    return t('search.noHits');
  };

  const describe = (hit: SearchHit): string =>
    hit.description !== ''
      ? hit.description
      : hit.kind === 'substance'
        ? t('search.substanceHit')
        : t('search.productHit');

  const choose = (key: Key | null) => {
    const chosen = items.find((item) => item.id === key);
    if (chosen === undefined) return;
    onChoose(chosen.hit);
    setInputValue('');
  };

  return (
    <ComboBox
      className="search-box"
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      value={null}
      onChange={choose}
      allowsEmptyCollection={inputValue.trim() !== ''}
      menuTrigger="input"
    >
      <Label className="field-label">{t('search.label')}</Label>
      <Input className="search-box__input" placeholder={t('search.placeholder')} />
      <Popover className="search-box__popover" placement="bottom start">
        <ListBox<HitItem>
          className="search-box__list"
          renderEmptyState={() => <p className="search-box__empty">{emptyText()}</p>}
        >
          {(item) => (
            // No label slot: the option's name is its whole text, name and form (WCAG 2.5.3).
            <ListBoxItem id={item.id} textValue={item.hit.name} className="search-box__option">
              <span className="search-box__name">{item.hit.name}</span>
              <span className="visually-hidden">, </span>
              <span className="search-box__description">{describe(item.hit)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
