/**
 * The database, as Kysely sees it. One interface; SQLite and PostgreSQL share it. Its tables are
 * declared by area under ./tables; the row types most of the server reads are named here.
 */
import type { Selectable } from 'kysely';
import type { ContentTables, LayoutsTable } from './tables/content';
import type { MemberTables, MembersTable } from './tables/members';
import type { MoneyTables } from './tables/money';
import type { OperatorTables, OperatorsTable } from './tables/operators';
import type { PlayTables } from './tables/play';

export interface Database extends ContentTables, MemberTables, OperatorTables, MoneyTables, PlayTables {}

export type LayoutRow = Selectable<LayoutsTable>;
export type MemberRow = Selectable<MembersTable>;
export type OperatorRow = Selectable<OperatorsTable>;
