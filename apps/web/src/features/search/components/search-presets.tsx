import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { searchHitsQueryOptions } from '../api/search-names.ts';

/** Quick presets of the start page (specification §2 'Source tabs'): names looked up by search. */
const PRESETS = [
  { id: 'paracetamol', labelKey: 'search.presetParacetamol', names: ['paracetamol'] },
  { id: 'ipren', labelKey: 'search.presetIpren', names: ['ipren'] },
  { id: 'both', labelKey: 'search.presetBoth', names: ['paracetamol', 'ipren'] },
] as const;

export interface SearchPresetsProps {
  onAdd: (hits: SearchHit[]) => void;
}

export function SearchPresets({ onAdd }: SearchPresetsProps) {
  const { t } = usePageTranslation();
  const queryClient = useQueryClient();
  // A lookup's state by hand, not React Query's useMutation: the start page's JavaScript has a
  // budget (ADR 51), and the mutation's observer was the only thing there that used it.
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const addPreset = async (names: readonly string[]) => {
    setPending(names);
    setFailed(false);
    try {
      const results = await Promise.all(
        names.map((name) => queryClient.query(searchHitsQueryOptions(name, 1))),
      );
      onAdd(results.flatMap((hits) => hits.slice(0, 1)));
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="presets">
      <div role="group" aria-label={t('search.presetsLabel')} className="presets__buttons">
        {PRESETS.map(({ id, labelKey, names }) => (
          <Button
            key={id}
            className="button button--secondary"
            isPending={pending === names}
            isDisabled={pending !== null}
            onPress={() => {
              void addPreset(names);
            }}
          >
            {t(labelKey)}
          </Button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="error-text">
          {t('search.presetFailed')}
        </p>
      )}
    </div>
  );
}
