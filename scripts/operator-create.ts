/**
 * `npm run operator:create -- --role admin --username NAME [--member-account ACCOUNT]`:
 * creates a console operator on the configured database (DATABASE_URL / DATA_DIR, as the
 * server), migrating it first. The first admin of a database without demo data comes from here.
 *
 * The password never goes on the command line (shell history, `ps`): on a terminal it is asked
 * for twice without echo; piped, it is the first line of stdin (`printf '%s\n' "$PW" | npm run …`).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import Ajv from 'ajv';
import { ConfigError, loadConfig } from '../server/config';
import { openDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { createOperator, findOperator, type OperatorRoleName } from '../server/services/operators';
import { OPERATOR_ROLE_NAMES, operatorCreateSchema } from '../schemas/admin-content.schema';

const USAGE = `Usage: npm run operator:create -- --role <${OPERATOR_ROLE_NAMES.join('|')}> --username <name> [--member-account <member account>]
--member-account links the operator to their own member account, whose wallet orders they never decide.
The password is read from the terminal (asked twice), or from the first line of stdin when piped.`;

class UsageError extends Error {}

async function readLine(prompt: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: hidden ? output : process.stderr, terminal: hidden });
  return new Promise((resolve, reject) => {
    let answered = false;
    rl.question(prompt, (answer) => {
      answered = true;
      rl.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer);
    });
    muted = hidden;
    rl.on('close', () => answered || reject(new UsageError('No password given on stdin')));
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await readLine('Password: ', true);
    const again = await readLine('Repeat the password: ', true);
    if (first !== again) throw new UsageError('The passwords differ');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const line = text.split(/\r?\n/)[0] ?? '';
  if (!line) throw new UsageError('No password given on stdin');
  return line;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { role: { type: 'string' }, username: { type: 'string' }, 'member-account': { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.role || !values.username) throw new UsageError(USAGE);
  if (!(OPERATOR_ROLE_NAMES as readonly string[]).includes(values.role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLE_NAMES.join(', ')}`);
  const password = await readPassword();
  // The same rules as the console's create-operator call.
  const validate = new Ajv({ allErrors: true }).compile(operatorCreateSchema);
  if (!validate({ username: values.username, password, role: values.role })) {
    throw new UsageError((validate.errors ?? []).map((e) => `${e.instancePath.slice(1) || 'input'} ${e.message}`).join('; '));
  }
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    if (await findOperator(db.kysely, values.username)) throw new UsageError(`An operator named ${values.username.toLowerCase()} already exists`);
    const row = await createOperator(db.kysely, { username: values.username, password, role: values.role as OperatorRoleName });
    if (values['member-account']) await db.kysely.updateTable('operators').set({ member_account: values['member-account'].trim().toLowerCase() }).where('id', '=', row.id).execute();
    await db.kysely
      .insertInto('audit_log')
      .values({ operator_id: null, operator_name: 'operator:create', action: 'operator.create', target: `operator:${row.username}`, before: null, after: JSON.stringify({ role: row.role }), at: new Date().toISOString() })
      .execute();
    console.log(`Created operator ${row.username} (${row.role}) on ${db.dialect} at ${db.where}`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof UsageError || e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
