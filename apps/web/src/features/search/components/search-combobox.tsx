import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import type { Key } from 'react-aria-components';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { useSearchHits } from '../api/search-names.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const DEBOUNCE_MS = 250;
const MAX_QUERY_LENGTH = 100;

interface HitItem {
  id: string;
  hit: SearchHit;
}

export interface SearchComboBoxProps {
  onChoose: (hit: SearchHit) => void;
  /** What is typed; kept by the search box, so nothing typed before this module loaded is lost. */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The text input, e.g. to put the focus back in the search. */
  inputRef: (input: HTMLInputElement | null) => void;
  /** Take over the focus (and open the options for what is typed) from the stand-in on mount. */
  takeFocus: boolean;
}

/**
 * Takes over from the search box's stand-in input (search-box.tsx): the focus, the caret at the
 * end of what was typed, and the options for it, as if the user had typed into this input.
 */
function TakeOverFromStandIn({
  input,
  inputValue,
}: {
  input: HTMLInputElement | null;
  inputValue: string;
}) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || input === null) return;
    done.current = true;
    input.focus();
    input.setSelectionRange(inputValue.length, inputValue.length);
    if (inputValue.trim() !== '') state?.open(null, 'input');
  }, [input, inputValue, state]);
  return null;
}

/** The name search: a combobox whose options come from /api/search as the user types. */
export function SearchComboBox({
  onChoose,
  inputValue,
  onInputChange: setInputValue,
  inputRef,
  takeFocus,
}: SearchComboBoxProps) {
  const { t, lng } = usePageTranslation();
  const listFormat = useMemo(() => new Intl.ListFormat(lng, { type: 'conjunction' }), [lng]);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const setInputRefs = useCallback(
    (element: HTMLInputElement | null) => {
      setInput(element);
      inputRef(element);
    },
    [inputRef],
  );
  const query = useDebouncedValue(inputValue.trim().slice(0, MAX_QUERY_LENGTH), DEBOUNCE_MS);
  const search = useSearchHits(query, lng);
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

  /**
   * The option's second line in the page's language: 'warfarin, Tablett 2,5 mg' or 'Substans,
   * ATC-kod …' ('warfarin, Tablet 2,5 mg' on English pages, whose hits are English).
   */
  const describe = (hit: SearchHit): string => {
    const parts =
      hit.kind === 'product'
        ? [hit.substances.length > 0 ? listFormat.format(hit.substances) : '', hit.description]
        : [
            t('search.substanceHit'),
            hit.atcCodes.length > 0
              ? t('search.atcCodes', {
                  count: hit.atcCodes.length,
                  codes: listFormat.format(hit.atcCodes),
                })
              : '',
            hit.productCount > 0 ? t('search.inProducts', { count: hit.productCount }) : '',
          ];
    return parts.filter((part) => part !== '').join(', ') || t('search.productHit');
  };

  const choose = (key: Key | null) => {
    const chosen = items.find((item) => item.id === key);
    if (chosen === undefined) return;
    onChoose(chosen.hit);
    setInputValue('');
  };

  // React Aria's Escape closes the popover; a second one, with the popover closed, clears the
  // input (its own revert cannot: both the input and the value are controlled here).
  const clearOnSecondEscape = (event: KeyboardEvent, isOpen: boolean) => {
    if (event.key === 'Escape' && !isOpen && inputValue !== '') setInputValue('');
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
      // The typed text is a query, not a choice: Escape or a click outside keeps it and closes
      // the popover. (Without this, reverting to 'no value' would reopen it at once.)
      allowsCustomValue
      menuTrigger="input"
    >
      {({ isOpen }) => (
        <>
          <Label className="field-label">{t('search.label')}</Label>
          {takeFocus && <TakeOverFromStandIn input={input} inputValue={inputValue} />}
          <Input
            ref={setInputRefs}
            className="search-box__input"
            placeholder={t('search.placeholder')}
            onKeyDown={(event) => {
              clearOnSecondEscape(event, isOpen);
            }}
          />
          <Popover className="search-box__popover" placement="bottom start">
            <ListBox<HitItem>
              className="search-box__list"
              renderEmptyState={() => <p className="search-box__empty">{emptyText()}</p>}
            >
              {(item) => (
                // No label slot: the option's name is its whole text, name and details
                // (WCAG 2.5.3), e.g. 'Waran, warfarin, Tablett 2,5 mg'.
                <ListBoxItem id={item.id} textValue={item.hit.name} className="search-box__option">
                  <span className="search-box__name">{item.hit.name}</span>
                  <span className="visually-hidden">, </span>
                  <span className="search-box__description">{describe(item.hit)}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </ComboBox>
  );
}
