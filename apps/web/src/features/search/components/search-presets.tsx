import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const preset = useMutation({
    mutationFn: async (names: readonly string[]) => {
      const results = await Promise.all(
        names.map((name) => queryClient.query(searchHitsQueryOptions(name, 1))),
      );
      return results.flatMap((hits) => hits.slice(0, 1));
    },
    onSuccess: onAdd,
  });

  return (
    <div className="presets">
      <div role="group" aria-label={t('search.presetsLabel')} className="presets__buttons">
        {PRESETS.map(({ id, labelKey, names }) => (
          <Button
            key={id}
            className="button button--secondary"
            isPending={preset.isPending && preset.variables === names}
            isDisabled={preset.isPending}
            onPress={() => {
              preset.mutate(names);
            }}
          >
            {t(labelKey)}
          </Button>
        ))}
      </div>
      {preset.isError && (
        <p role="alert" className="error-text">
          {t('search.presetFailed')}
        </p>
      )}
    </div>
  );
}
