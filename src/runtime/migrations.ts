/** The layout migrations live in platform/migrations.ts: the server migrates a stored layout on read and on publish too. */
export * from '../../platform/migrations';
