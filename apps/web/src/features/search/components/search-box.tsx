import { useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { InlineErrorMessage } from '../../../components/ui/query-status.tsx';
import { onDemandModule, startLoad } from '../../../lib/on-demand-module.ts';

// React Aria's combobox, list box and popover (with the info menu and the tag list, a fifth of
// what the first page loaded) load when the user comes to the search, not with the page
// (ADR 31).
const comboBoxModule = onDemandModule(() => import('./search-combobox.tsx'));

export interface SearchBoxProps {
  onChoose: (hit: SearchHit) => void;
  /** The text input, e.g. to put the focus back in the search. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * What was typed in the server's first paint of this box before the app replaced it, and
   * whether it had the focus; asked once, as the box mounts (the app's first paint module).
   */
  takeFirstPaintSearch?: () => FirstPaintSearch | null;
}

/** The text typed in the server's first paint of the search box, and whether it had the focus. */
export interface FirstPaintSearch {
  text: string;
  focused: boolean;
}

/**
 * The name search. Until its combobox has loaded, an input that looks and is named the same
 * stands in: a pointer over it, a touch or the focus loads the combobox, which then takes over
 * with what was typed and the focus. Should the load fail, the box says so and tries again.
 */
export function SearchBox({ onChoose, inputRef, takeFirstPaintSearch }: SearchBoxProps) {
  const { t } = usePageTranslation();
  const [inputValue, setInputValue] = useState('');
  const [standInFocused, setStandInFocused] = useState(false);
  // A retry pressed after a failed load: the combobox takes the focus from the retry button, which
  // goes away as it comes.
  const [retried, setRetried] = useState(false);
  const comboBox = comboBoxModule.useLoadState();
  const inputId = useId();
  const standIn = useRef<HTMLInputElement | null>(null);
  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      standIn.current = element;
      if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  // The page's first paint came from the server (ADR 32) and this commit has just taken over its
  // input: what was typed there up to now, and the focus, carry over. Read here, not while
  // rendering, because keys still reach the input until the commit; so the state is set in the
  // effect, once, at mount. The app hydrates that input (ADR 49), so it may already have the
  // focus, and focusing it again fires no focus event: the state says so itself.
  useLayoutEffect(() => {
    const typed = takeFirstPaintSearch?.() ?? null;
    if (typed === null) return;
    if (typed.text !== '') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setInputValue(typed.text);
      startLoad(comboBoxModule);
    }
    if (!typed.focused) return;
    setStandInFocused(true);
    standIn.current?.focus();
    // The taker is a module's function, the same on every render: this runs once, at mount.
  }, [takeFirstPaintSearch]);

  if (comboBox.status === 'loaded') {
    const { SearchComboBox } = comboBox.module;
    return (
      <SearchComboBox
        onChoose={onChoose}
        inputValue={inputValue}
        onInputChange={setInputValue}
        inputRef={setInputRef}
        takeFocus={standInFocused || retried}
      />
    );
  }

  const load = () => {
    startLoad(comboBoxModule);
  };
  return (
    <div className="search-box">
      <label className="field-label" htmlFor={inputId}>
        {t('search.label')}
      </label>
      {/* The combobox this input stands in for, as a screen reader should know it from the start.
          Closed, it controls no list yet (ARIA 1.2), as React Aria's own input has none then. */}
      <input
        ref={setInputRef}
        id={inputId}
        className="search-box__input"
        type="text"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- see above
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        placeholder={t('search.placeholder')}
        value={inputValue}
        onChange={(event) => {
          setInputValue(event.target.value);
          load();
        }}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={() => {
          setStandInFocused(true);
          load();
        }}
        onBlur={() => {
          setStandInFocused(false);
        }}
      />
      {comboBox.status === 'failed' && (
        <InlineErrorMessage
          onRetry={() => {
            setRetried(true);
            load();
          }}
        >
          {t('search.loadFailed')}
        </InlineErrorMessage>
      )}
    </div>
  );
}
