/**
 * The one thing the corpus needs from a database: run a parameterised query and get rows.
 * A `pg` Pool and TypeORM's `DataSource.query` both fit, so providers stay framework-free.
 */
export interface SqlRunner {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Adapts a `pg`-style client (whose query resolves to `{rows}`) to a SqlRunner. */
export function sqlRunnerFromPg(client: {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}): SqlRunner {
  return {
    async query<T = unknown>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
  };
}
