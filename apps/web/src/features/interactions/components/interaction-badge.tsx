import {
  interactionCode,
  interactionColour,
  interactionTooltip,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import { ClassificationBadge } from '../../../components/ui/classification-badge.tsx';

/**
 * The badge of an interaction classification, e.g. 'C3' on yellow, with its meaning. The
 * meaning is clinical content from packages/clinical, so the app, the server and the CDS
 * service word it the same way (ADR 7).
 */
export function InteractionBadge({
  classification,
}: {
  classification: InteractionClassification;
}) {
  return (
    <ClassificationBadge
      code={interactionCode(classification)}
      colour={interactionColour(classification.severity)}
      description={interactionTooltip(classification)}
    />
  );
}
