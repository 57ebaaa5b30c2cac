import { useTranslation } from '../../../lib/i18n.ts';
import type { ClassificationColour } from '@medkompass/clinical/classification-colour.ts';
import type { RiskLabel } from '@medkompass/clinical/riskprofile-scoring.ts';
import { ClassificationBadge } from '../../../components/ui/classification-badge.tsx';
import '../../../lib/page-texts.ts';

/** A riskprofile level: '-', I, II or III as text on its colour, with its meaning in words. */
export function RiskLevelBadge({
  label,
  colour,
}: {
  label: RiskLabel;
  colour: ClassificationColour;
}) {
  const { t } = useTranslation();
  return (
    <ClassificationBadge
      code={label}
      colour={colour}
      description={t(`riskprofile.levelDescription.${label}`)}
    />
  );
}
