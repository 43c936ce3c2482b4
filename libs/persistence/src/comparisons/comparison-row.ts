import type { DataSource } from 'typeorm';
import { ComparisonEntity } from './comparison.entity';
import type { UserEntity } from '../users/user.entity';

/** A comparison row as `comparisonColumns` selects it, plus its author's name. */
export type ComparisonRowWithAuthor = Omit<ComparisonEntity, 'user'> & { authorName: string | null };

/**
 * The comparison's columns named as the entity's properties (`c.user_id AS "userId"`, …), for
 * plain SQL whose rows need no hydration: node-postgres already turns jsonb, arrays, booleans and
 * timestamps into what the entity holds. Built from the entity's metadata, so a new column is
 * selected without touching the SQL.
 */
export function comparisonColumns(db: DataSource, alias: string): string {
  return db
    .getMetadata(ComparisonEntity)
    .columns.map((c) => `${alias}.${c.databaseName} AS "${c.propertyName}"`)
    .join(', ');
}

/** A row read with `comparisonColumns` and `authorName` as the comparison toComparisonData takes. */
export function comparisonFromRow({ authorName, ...row }: ComparisonRowWithAuthor): ComparisonEntity {
  // toComparisonData reads only the author's name; the rest of UserEntity is never needed here.
  return { ...row, user: { name: authorName ?? '' } as UserEntity };
}
