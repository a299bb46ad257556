/**
 * What Kysely's migrator asks PostgreSQL ("does the migrations table exist?"), answered from this
 * connection's own schema only. Kysely's stock introspector lists every table of every schema and
 * resolves each by name (`has_schema_privilege`, `pg_get_serial_sequence`), so a schema dropped
 * meanwhile by someone else — another tenant's teardown, a parallel test's cleanup — fails our
 * start-up with `schema "…" does not exist`. Looking only at `current_schema()`, by oid, there is
 * nothing another schema can do to us; it is also one schema's catalog rows instead of all of them.
 */
import { sql, type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/** Kysely's own bookkeeping tables, left out unless asked for (as the stock introspector does). */
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface Row {
  schema: string;
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  auto: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
}

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the introspector reads the catalog, not the app's tables
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows.filter((r) => r.name !== null);
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<Row>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind,
             a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto,
             typ.typname as type, tns.nspname as type_schema, col_description(c.oid, a.attnum) as comment
        from pg_catalog.pg_namespace ns
        join pg_catalog.pg_class c on c.relnamespace = ns.oid
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
        left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p', 'f')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; isForeign: boolean; columns: TableMetadata['columns'][number][] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(r.table)) continue;
      let t = tables.get(r.table);
      if (!t) tables.set(r.table, (t = { name: r.table, schema: r.schema, isView: r.kind === 'v', isForeign: r.kind === 'f', columns: [] }));
      t.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        hasDefaultValue: r.has_default,
        isAutoIncrementing: r.auto,
        comment: r.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }
}
