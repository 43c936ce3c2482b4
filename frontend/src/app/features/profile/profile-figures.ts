import type { ProfileStats } from '@juxta/contracts';

export interface ProfileFigure {
  name: string;
  value: number;
}

/**
 * The profile's headline numbers, in reading order: a row of six on a wide screen, three pairs
 * on a phone. Six, not five: ngx-charts' number cards fill a grid, and five cards in two or
 * three columns leave an empty slot. Cancelled ones are counted apart from the failed ones: the
 * owner stopped them, nothing went wrong.
 */
export function profileFigures(stats: ProfileStats): ProfileFigure[] {
  return [
    { name: 'Comparisons', value: stats.comparisons },
    { name: 'Completed', value: stats.completed },
    { name: 'Failed', value: stats.failed },
    { name: 'Cancelled', value: stats.cancelled },
    { name: 'Public', value: stats.public },
    { name: 'Total views', value: stats.totalViews },
  ];
}
