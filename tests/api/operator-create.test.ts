/**
 * `npm run operator:create`: the first admin of a database without demo data. The password
 * comes from stdin when piped (never from the command line).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/database';
import { verifyOperator } from '../../server/services/operators';
import { DIALECTS, PG_URL } from './helpers';
import { bundleOf } from './instances';

const ROOT = join(import.meta.dirname, '..', '..');

/** The script as `npm run operator:create` runs it, bundled once (a cold tsx start compiles it all again per run). */
async function run(args: string[], env: Record<string, string>, stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = await bundleOf('scripts/operator-create.ts');
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

describe.each(DIALECTS)('operator:create on %s', (dialect) => {
  it('creates an operator with the password piped on stdin, and refuses a weak password or a taken name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlor-opcreate-'));
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const env: Record<string, string> = dialect === 'sqlite' ? { DATA_DIR: dir, DATABASE_URL: '' } : { DATABASE_URL: PG_URL, PG_SCHEMA: schema };
    try {
      // The refusals that do not depend on the first run go beside it.
      const [made, weak, owner] = await Promise.all([
        run(['--role', 'admin', '--username', 'Chief'], env, 'Str0ng-passw0rd\n'),
        run(['--role', 'viewer', '--username', 'till'], env, 'short\n'),
        run(['--role', 'owner', '--username', 'till'], env, 'Str0ng-passw0rd\n'),
      ]);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain('Created operator chief (admin)');
      expect(weak.code).not.toBe(0);
      expect(weak.stderr).toMatch(/password/);
      expect(owner.code).not.toBe(0);
      expect((await run(['--role', 'admin', '--username', 'chief'], env, 'Other-passw0rd\n')).code).not.toBe(0);
      const db = openDb(dialect === 'sqlite' ? { DATA_DIR: dir } : { DATABASE_URL: PG_URL, PG_SCHEMA: schema });
      try {
        expect(await verifyOperator(db.kysely, 'chief', 'Str0ng-passw0rd')).toMatchObject({ username: 'chief', role: 'admin', enabled: 1 });
        expect(await db.kysely.selectFrom('operators').select('username').execute()).toEqual([{ username: 'chief' }]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    }
  }, 120_000);
});
