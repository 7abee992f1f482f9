// Kysely's PostgreSQL dialect whose introspection sees only the connection's own schema (the first
// of DATABASE_URL's search_path). Kysely's migrator asks for the tables at every start; its own
// introspector reads every column of every schema in the database, resolving each schema and table
// by name as it goes. Another schema dropped meanwhile (another site's restore, a test's clean-up)
// failed our start with "schema … does not exist", and the work grew with every schema beside ours.
import { PostgresDialect, sql } from 'kysely';
import type { DatabaseIntrospector, Kysely, SchemaMetadata, TableMetadata } from 'kysely';

export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

/**
 * Names only: the migrator asks whether its tables exist, and nothing here reads columns. Kysely's
 * own tables are always listed (the migrator asks for them; nothing else asks for tables).
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    );
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'f')`.execute(this.#db);
    return rows.map(({ name, schema, kind }) => ({
      name,
      schema,
      isView: kind === 'v',
      isForeign: kind === 'f',
      columns: [],
    }));
  }

  async getMetadata(): Promise<{ tables: TableMetadata[] }> {
    return { tables: await this.getTables() };
  }
}
