/**
 * Operator accounts, admins only: list, create with a role,
 * change role, enable/disable and reset a password. Disabling an operator or
 * changing their password revokes their sessions; an admin can neither demote
 * nor disable themselves, so the console always keeps an admin.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, operatorCreateSchema, operatorUpdateSchema, type OperatorCreate, type OperatorUpdate } from '../../../schemas/admin-content.schema';
import { operatorAccountSchema, operatorListSchema } from '../../../schemas/admin.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { createOperatorAccount, operatorList, updateOperatorAccount } from '../../services/admin-operators';
import { guard, operatorOf } from './guard';

const tags = ['admin'];

export default async function adminOperatorRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/admin/operators', { ...guard('admin'), schema: { tags, response: { 200: envelopeOf(operatorListSchema) } } }, async () => ok(await operatorList(db)));

  app.post<{ Body: OperatorCreate }>('/api/admin/operators', { ...guard('admin'), schema: { tags, body: operatorCreateSchema, response: { 200: envelopeOf(operatorAccountSchema) } } }, async (req) => {
    const { operator } = await operatorOf(req);
    return ok(await createOperatorAccount(db, operator, req.body));
  });

  app.put<{ Params: { id: number }; Body: OperatorUpdate }>(
    '/api/admin/operators/:id',
    { ...guard('admin'), schema: { tags, params: idParamsSchema, body: operatorUpdateSchema, response: { 200: envelopeOf(operatorAccountSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await operatorOf(req);
      return ok(await updateOperatorAccount(db, operator, tokenHash, req.params.id, req.body));
    },
  );
}
