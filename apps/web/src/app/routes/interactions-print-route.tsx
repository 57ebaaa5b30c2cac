import { InteractionsPrintView } from '../../features/interactions/components/interactions-print-view.tsx';

export function InteractionsPrintRoute() {
  return <InteractionsPrintView />;
}
