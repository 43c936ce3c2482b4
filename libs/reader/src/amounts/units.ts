import { wordValues, type WordRule } from '../rules/rule-table';

// The units amounts are read in (quantities.ts), each row's words with the factor to its table's
// common unit. The taxonomy's own quantities (a price's currencies, a battery's hours) are
// research's (planning/dimension-taxonomy.ts).

/** How long a job took, in minutes: seconds count here, unlike in reply times. */
export const TASK_TIME_UNITS: readonly WordRule<number>[] = [
  { id: 'task-seconds', match: new Set(['second', 'seconds', 'sec', 'secs']), effect: 1 / 60, example: 'The blender pureed the soup in 90 seconds.' },
  { id: 'task-minutes', match: new Set(['minute', 'minutes', 'min', 'mins']), effect: 1, example: 'The kettle boiled in 4 minutes.' },
  { id: 'task-hours', match: new Set(['hour', 'hours', 'hr', 'hrs']), effect: 60, example: 'The dryer finished the load in 2 hours.' },
];

/** How long a reply took, in minutes. */
export const REPLY_TIME_UNITS: readonly WordRule<number>[] = [
  { id: 'reply-minutes', match: new Set(['minute', 'minutes', 'min', 'mins']), effect: 1, example: 'Support replied in 20 minutes.' },
  { id: 'reply-hours', match: new Set(['hour', 'hours', 'hr', 'hrs']), effect: 60, example: 'Support replied in 3 hours.' },
  { id: 'reply-days', match: new Set(['day', 'days']), effect: 1440, example: 'Support replied in 2 days.' },
  { id: 'reply-weeks', match: new Set(['week', 'weeks']), effect: 10080, example: 'Support replied in 2 weeks.' },
];

/** Periods of time, in days: how often a thing is charged ("every two weeks"), what a price is quoted per ("€40 a night"). */
export const PERIOD_UNITS: readonly WordRule<number>[] = [
  { id: 'period-day', match: new Set(['day', 'days', 'night', 'nights', 'evening', 'evenings', 'morning']), effect: 1, example: 'I charge it every 3 days.' },
  { id: 'period-week', match: new Set(['week', 'weeks']), effect: 7, example: 'I charge it every 2 weeks.' },
  { id: 'period-fortnight', match: new Set(['fortnight']), effect: 14, example: 'I charge it every fortnight.' },
  { id: 'period-month', match: new Set(['month', 'months']), effect: 30, example: 'I charge it every 2 months.' },
  { id: 'period-year', match: new Set(['year', 'years']), effect: 365, example: 'I charge it every year.' },
];

/** Periods a price may be quoted per, and how many months each is: prices are compared per month. */
export const PRICE_PERIOD_UNITS: readonly WordRule<number>[] = [
  { id: 'price-monthly', match: new Set(['month', 'monthly', 'mo']), effect: 1, example: 'The plan costs $12 a month.' },
  { id: 'price-yearly', match: new Set(['year', 'yr', 'yearly', 'annually', 'annual']), effect: 12, example: 'The plan costs $120 a year.' },
];

/** Energy used per use, in kWh. */
export const ENERGY_UNITS: readonly WordRule<number>[] = [
  { id: 'kwh', match: new Set(['kwh']), effect: 1, example: 'A cycle used 0.9 kWh.' },
  { id: 'wh', match: new Set(['wh']), effect: 0.001, example: 'A cycle used 900 Wh.' },
];

/** Water or fuel used, in litres. */
export const VOLUME_UNITS: readonly WordRule<number>[] = [
  { id: 'litres', match: new Set(['litres', 'liters', 'litre', 'liter', 'l']), effect: 1, example: 'A cycle used 40 litres.' },
  { id: 'gallons', match: new Set(['gallons', 'gallon']), effect: 3.785, example: 'A cycle used 10 gallons.' },
];

/** Distance per fuel, in miles per gallon. */
export const MILEAGE_UNITS: readonly WordRule<number>[] = [
  { id: 'mpg', match: new Set(['mpg']), effect: 1, example: 'The hatchback returned 52 mpg.' },
  { id: 'kpl', match: new Set(['kpl']), effect: 2.352, example: 'The hatchback returned 22 kpl.' },
];

/** The tables as word → factor. */
export const TASK_TIME = wordValues(TASK_TIME_UNITS);
export const ELAPSED_UNITS = wordValues(REPLY_TIME_UNITS);
export const PERIOD_DAYS = wordValues(PERIOD_UNITS);
export const PRICE_PERIOD_MONTHS = wordValues(PRICE_PERIOD_UNITS);
