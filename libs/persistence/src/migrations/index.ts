import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

/** Every migration, in order (listed rather than globbed so ts and compiled js behave alike). */
export const MIGRATIONS = [InitialSchema1763800000000];
