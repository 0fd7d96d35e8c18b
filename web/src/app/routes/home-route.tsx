import { HomePage } from '../../features/home/components/home-page';
import { PlanCards } from '../../features/plans/components/plan-cards';

/** `/`: the home feature's page with the plans feature's cards as its pricing section. */
export function HomeRoute() {
  return <HomePage pricing={<PlanCards />} />;
}
