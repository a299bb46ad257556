/**
 * `npm start`: builds the client when the build is missing or older than its
 * sources, migrates and seeds the database, serves the site and the API, and
 * prints the URL.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, demoSeedWanted, loadConfig, parseTrustProxy } from './config';
import { openDb } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedBase, seedDemo } from './db/seed';
import { checkDemoOperators } from './db/seed/operators';
import { DbSharedState } from './lib/shared-state';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(ROOT, 'dist');
const CLIENT_SOURCES = ['src', 'widgets', 'schemas', 'locales', 'layouts', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path)
    .filter((f) => f !== 'generated' && f !== 'node_modules')
    .reduce((m, f) => Math.max(m, newestMtime(join(path, f))), st.mtimeMs);
}

export function clientIsStale(): boolean {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

async function main() {
  const config = loadConfig();
  if (!process.argv.includes('--no-build') && clientIsStale()) {
    console.log('Building the client…');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DIST_DIR: DIST } });
  }
  const db = openDb(config);
  console.log(`Database: ${db.dialect} at ${db.where}`);
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`Migrated: ${applied.join(', ')}`);
  const log = (m: string) => console.log(m);
  await seedBase(db.kysely, log);
  if (demoSeedWanted(config)) {
    const t = Date.now();
    const seeded = await seedDemo(db.kysely, (m) => console.log(`Seeding demo data…${m}`));
    if (seeded) console.log(`Seeded the demo operator in ${Date.now() - t} ms`);
  }
  try {
    await checkDemoOperators(db.kysely, config.NODE_ENV);
  } catch (e) {
    await db.close();
    throw new ConfigError((e as Error).message);
  }
  const app = await buildApp({
    db,
    distDir: DIST,
    logLevel: config.LOG_LEVEL,
    redisUrl: config.REDIS_URL,
    smsWebhookUrl: config.SMS_WEBHOOK_URL,
    smsWebhookSecret: config.SMS_WEBHOOK_SECRET,
    uploadDir: join(config.DATA_DIR ?? 'data', 'uploads'),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    perIpLimitFactor: config.PER_IP_LIMIT_FACTOR,
    countryHeader: config.COUNTRY_HEADER,
  });
  // Expired captcha answers, codes and counters are swept now and then, off the request path.
  const sweep = setInterval(() => {
    if (app.state instanceof DbSharedState) app.state.sweep().catch(() => undefined);
  }, 10 * 60_000);
  sweep.unref();
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.PORT ?? 8080, host: config.HOST ?? '0.0.0.0' });
  const port = (app.server.address() as { port: number }).port;
  console.log(`\n  Parlor is running: http://localhost:${port}/m\n`);
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
