// What a backup records about the database it copied, read from the copy itself (or, on
// PostgreSQL, in the dump's snapshot), so that the manifest and the data agree.
export interface DatabaseFacts {
  /** Rows per table, by table name. */
  tables: Record<string, number>;
  /** Applied migrations, in order. */
  migrations: string[];
}

/** The table Kysely keeps the applied migrations in. */
export const MIGRATION_TABLE = 'kysely_migration';
