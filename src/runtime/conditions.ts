/** The block conditions live in platform/conditions.ts: the server's dry run and publish checks read them too. */
export * from '../../platform/conditions';
