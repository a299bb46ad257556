/**
 * Operator accounts, admins only: list, create with a role,
 * change role, enable/disable and reset a password. Disabling an operator or
 * changing their password revokes their sessions; an admin can neither demote
 * nor disable themselves, so the console always keeps an admin.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, operatorCreateSchema, operatorUpdateSchema, type OperatorCreate, type OperatorUpdate } from '../../../schemas/admin-content.schema';
import { operatorAccountSchema, operatorListSchema, type OperatorAccount } from '../../../schemas/admin.schema';
import { audit, requireOperator } from '../../lib/admin-auth';
import type { OperatorRow } from '../../db/types';
import { AppError, notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { createOperator, findOperator, revokeOperatorSessions, setOperatorPassword } from '../../services/operators';
import { guard } from './guard';

const tags = ['admin'];

/** What the console and the audit log see of an operator: never the password hash. */
const publicOperator = (o: OperatorRow): OperatorAccount => ({ id: o.id, username: o.username, role: o.role, enabled: !!o.enabled, totp: !!o.totp_secret, createdAt: o.created_at });

export default async function adminOperatorRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  const byId = async (id: number) => {
    const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('operator');
    return row;
  };

  app.get('/api/admin/operators', { ...guard('admin'), schema: { tags, response: { 200: envelopeOf(operatorListSchema) } } }, async () => {
    return ok({ list: (await db.selectFrom('operators').selectAll().orderBy('id').execute()).map(publicOperator) });
  });

  app.post<{ Body: OperatorCreate }>('/api/admin/operators', { ...guard('admin'), schema: { tags, body: operatorCreateSchema, response: { 200: envelopeOf(operatorAccountSchema) } } }, async (req) => {
    const { operator } = await requireOperator(req, 'admin');
    const exists = () => new AppError(409, 'admin.operator.exists', 'An operator with this username already exists', { field: 'username' });
    if (await findOperator(db, req.body.username)) throw exists();
    let created: OperatorRow;
    try {
      created = await createOperator(db, { username: req.body.username, password: req.body.password, role: req.body.role });
    } catch (e) {
      // Two admins creating the same name at once: the unique index decides.
      if (await findOperator(db, req.body.username)) throw exists();
      throw e;
    }
    await audit(req, operator, 'operator.create', `operator:${created.id}`, null, publicOperator(created));
    return ok(publicOperator(created));
  });

  app.put<{ Params: { id: number }; Body: OperatorUpdate }>(
    '/api/admin/operators/:id',
    { ...guard('admin'), schema: { tags, params: idParamsSchema, body: operatorUpdateSchema, response: { 200: envelopeOf(operatorAccountSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await requireOperator(req, 'admin');
      const before = await byId(req.params.id);
      const { role, enabled, password, resetTotp } = req.body;
      const self = before.id === operator.id;
      if (self && ((role !== undefined && role !== 'admin') || enabled === false)) {
        throw new AppError(409, 'admin.operator.self', 'You cannot demote or disable your own account', { field: role !== undefined && role !== 'admin' ? 'role' : 'enabled' });
      }
      const set = { ...(role !== undefined ? { role } : {}), ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}) };
      if (Object.keys(set).length) await db.updateTable('operators').set(set).where('id', '=', before.id).execute();
      if (password !== undefined) await setOperatorPassword(db, before.id, password);
      // A lost phone: two-step sign-in goes off, and the operator sets it up again after signing in.
      if (resetTotp) await db.updateTable('operators').set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', before.id).execute();
      // A disabled operator is signed out everywhere; a new password or a reset second factor signs out every other session (the admin's own stays).
      if (enabled === false || password !== undefined || resetTotp) await revokeOperatorSessions(db, before.id, self ? tokenHash : undefined);
      const after = await byId(before.id);
      await audit(req, operator, 'operator.update', `operator:${after.id}`, publicOperator(before), { ...publicOperator(after), ...(password !== undefined ? { passwordChanged: true } : {}), ...(resetTotp ? { totpReset: true } : {}) });
      return ok(publicOperator(after));
    },
  );
}
