import { InteractionsView } from '../../features/interactions/components/interactions-view.tsx';

export function InteractionsRoute() {
  return <InteractionsView />;
}
