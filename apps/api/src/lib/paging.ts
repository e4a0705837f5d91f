import { sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { banners, categories } from '../db/schema/index.ts';

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Escapes LIKE wildcards so an admin's '%' or '_' is matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;



/** Sets sort_order to each id's position in `ids`, in one statement. */
export async function setSortOrder(db: DbOrTx, table: typeof categories | typeof banners, ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update ${table} set sort_order = x.ord - 1 from unnest(array[${list}]::int[]) with ordinality as x(id, ord) where ${table}.id = x.id`);
}

/** `"table"."column"`: a column of the outer query inside a correlated subquery (drizzle leaves it bare without joins). */
export const outer = (table: AnyPgTable, column: AnyPgColumn) => sql`${table}.${sql.identifier(column.name)}`;
