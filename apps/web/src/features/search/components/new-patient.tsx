import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { forNewPatient, holdsPatient } from '../../../lib/patient/new-patient.ts';

/** How long the undo is offered, while neither the pointer nor the focus is on it. */
export const UNDO_MILLISECONDS = 10_000;

/**
 * What the notice says: the list was cleared (`from` is the address before, for the undo), or it
 * was restored. It holds for the address it came `from` (until the router has moved) and the one
 * it went `to`, and lapses on any other.
 */
interface Notice {
  kind: 'cleared' | 'restored';
  from: string;
  to: string;
}

export interface NewPatientProps {
  /** The search's input: the next patient's first drug is searched for there. */
  searchInput: RefObject<HTMLInputElement | null>;
}

/**
 * 'Ny patient': clears the search list, the patient data, the chosen eGFR band and the riskprofile
 * administrations at once, so nothing of one patient is carried into the next one's review, and
 * puts the focus in the search. An undo is offered for a few seconds in a polite status region that
 * does not take the focus. The search panel leaves it out in integrated mode, where the record
 * system owns the list.
 */
export function NewPatient({ searchInput }: NewPatientProps) {
  const { t } = usePageTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [notice, setNotice] = useState<Notice | null>(null);
  // While the pointer or the focus is on the notice it stays (WCAG 2.2.1).
  const [pointerOn, setPointerOn] = useState(false);
  const [focusOn, setFocusOn] = useState(false);
  const held = pointerOn || focusOn;
  const hintId = useId();
  const status = useRef<HTMLDivElement>(null);

  // Listened to on the element: the region itself is not a control, only what it holds.
  useEffect(() => {
    const region = status.current;
    if (!region) return;
    const onFocusIn = () => {
      setFocusOn(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) {
        setFocusOn(false);
      }
    };
    const onPointerEnter = () => {
      setPointerOn(true);
    };
    const onPointerLeave = () => {
      setPointerOn(false);
    };
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    region.addEventListener('pointerenter', onPointerEnter);
    region.addEventListener('pointerleave', onPointerLeave);
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      region.removeEventListener('pointerenter', onPointerEnter);
      region.removeEventListener('pointerleave', onPointerLeave);
    };
  }, []);

  // Anything else that changes the address (a drug added, back, a link) ends the notice: an undo
  // then would throw that change away.
  if (notice !== null && address !== notice.from && address !== notice.to) {
    setNotice(null);
    // The notice's content goes without a blur or a pointer leaving it.
    setFocusOn(false);
    setPointerOn(false);
  }

  useEffect(() => {
    if (notice === null || held) return;
    const timer = setTimeout(() => {
      setNotice(null);
    }, UNDO_MILLISECONDS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice, held]);

  const clear = () => {
    const next = forNewPatient(params);
    setNotice({ kind: 'cleared', from: address, to: next.toString() });
    setParams(next);
    searchInput.current?.focus();
  };

  // The cleared entry of the history is replaced: Back then leads where it led before the clear.
  const undo = (cleared: Notice) => {
    setNotice({ kind: 'restored', from: cleared.to, to: cleared.from });
    setParams(new URLSearchParams(cleared.from), { replace: true });
    searchInput.current?.focus();
  };

  // Once restored, the list can be cleared again at once.
  const offered = notice?.kind !== 'cleared' && holdsPatient(params);
  return (
    // With nothing to show it takes no room; the status region stays in the page all the same.
    <div className={offered || notice !== null ? 'new-patient' : 'visually-hidden'}>
      {offered && (
        <>
          <Button
            className="button button--secondary new-patient__button"
            aria-describedby={hintId}
            onPress={clear}
          >
            {t('search.newPatient')}
          </Button>
          <span id={hintId} className="visually-hidden">
            {t('search.newPatientHint')}
          </span>
        </>
      )}
      {/* A polite live region, as role="status" is, always in the page so that what comes into
          it is announced; without the role, since a tab's loading message is the page's status. */}
      <div
        ref={status}
        aria-live="polite"
        aria-atomic="true"
        className={notice === null ? undefined : 'new-patient__notice'}
      >
        {notice?.kind === 'cleared' && (
          <>
            {t('search.newPatientCleared')}{' '}
            <Button
              className="button button--secondary"
              onPress={() => {
                undo(notice);
              }}
            >
              {t('search.newPatientUndo')}
            </Button>
          </>
        )}
        {notice?.kind === 'restored' && t('search.newPatientRestored')}
      </div>
    </div>
  );
}
