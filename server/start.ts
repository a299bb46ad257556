/**
 * `npm start`: builds the client when the build is missing or older than its
 * sources, migrates and seeds the database, closes real-money rounds a crash
 * left open (and keeps doing so), serves the site and the API, and prints the
 * URL.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, demoSeedWanted, loadConfig, parseTrustProxy, s3Options } from './config';
import { openDb } from './db/database';
import { prepareDatabase } from './db/startup';
import { checkDemoOperators } from './db/seed/operators';
import { DbSharedState } from './lib/shared-state';
import { drainAndClose } from './lib/ops';
import { startRoundSweeper } from './services/round-sweeper';

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
  // Under a database lock: instances started together migrate and seed once, and none serves an older schema.
  await prepareDatabase(db, { demo: demoSeedWanted(config), log: (m) => console.log(m) });
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
    s3: s3Options(config),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    perIpLimitFactor: config.PER_IP_LIMIT_FACTOR,
    redisPrefix: config.REDIS_PREFIX,
    metricsToken: config.METRICS_TOKEN,
    publicUrl: config.PUBLIC_URL,
    countryHeader: config.COUNTRY_HEADER,
    adminOrigin: config.ADMIN_ORIGIN,
  });
  // Expired captcha answers, codes and counters are swept now and then, off the request path.
  const sweep = setInterval(() => {
    if (app.state instanceof DbSharedState) app.state.sweep().catch(() => undefined);
  }, 10 * 60_000);
  sweep.unref();
  // Rounds a crash (or a vendor) left open, debited and never credited: closed now and then, from now on.
  const log = (m: string) => console.log(m);
  const rounds = startRoundSweeper(db.kysely, { olderThanMs: (config.ROUND_SWEEP_AFTER_S ?? 300) * 1000, everyMs: (config.ROUND_SWEEP_EVERY_S ?? 60) * 1000, log });
  await rounds.first;
  // SIGTERM (a deploy, a scale-in) drains: unready first, then the in-flight requests finish. SIGINT (Ctrl-C) skips the wait.
  let stopping = false;
  const stop = (delayMs: number) => async () => {
    if (stopping) return;
    stopping = true;
    await rounds.stop();
    const code = await drainAndClose(app, db, { delayMs, timeoutMs: config.SHUTDOWN_TIMEOUT_MS ?? 10_000, log }).catch((e: unknown) => {
      console.error(e);
      return 1;
    });
    process.exit(code);
  };
  process.on('SIGINT', stop(0));
  process.on('SIGTERM', stop(config.SHUTDOWN_DELAY_MS ?? 5_000));
  await app.listen({ port: config.PORT ?? 8080, host: config.HOST ?? '0.0.0.0' });
  const port = (app.server.address() as { port: number }).port;
  console.log(`\n  Parlor is running: http://localhost:${port}/m\n`);
  if (config.ADMIN_ORIGIN) console.log(`  The console answers only at ${config.ADMIN_ORIGIN}/admin (ADMIN_ORIGIN)\n`);
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
