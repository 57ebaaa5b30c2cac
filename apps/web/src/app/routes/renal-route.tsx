import { RenalView } from '../../features/renal/components/renal-view.tsx';

export function RenalRoute() {
  return <RenalView />;
}
