import { useCallback, useState } from 'react';
import { readTabItem, writeTabItem } from '../../../lib/tab-storage.ts';

// Messages the user has hidden, for the rest of the tab's session (specification §4 'Messages').
const KEY = 'medkompass.hiddenMessages';

function readHidden(): ReadonlySet<string> {
  const raw = readTabItem(KEY);
  if (raw === null) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(
      Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/** The ids of hidden messages, and a way to hide one (kept in sessionStorage). */
export function useHiddenMessages() {
  const [hidden, setHidden] = useState(readHidden);
  const hide = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current).add(id);
      writeTabItem(KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return { hidden, hide };
}
