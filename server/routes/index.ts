/**
 * Every API route of the app, in the order they are registered: each file under server/routes is
 * one plugin (HTTP only: schema, auth, a service call, the answer). Some share state with the whole
 * app and are registered unencapsulated, as said where they are.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OidcOptions } from '../services/oidc';
import contentRoutes from './content';
import gameRoutes from './games';
import layoutRoutes from './layouts';
import mediaRoutes from './media';
import systemRoutes from './system';
import authRoutes from './auth';
import registerRoutes from './register';
import passwordResetRoutes from './password-reset';
import memberRoutes from './member';
import { memberRecordRoutes } from './member-records';
import rewardRoutes from './rewards';
import verificationRoutes from './verification';
import responsibleRoutes from './responsible';
import oidcRoutes from './oidc';
import adminSessionRoutes from './admin/session';
import adminLayoutRoutes from './admin/layouts';
import adminAuditRoutes from './admin/audit';
import adminContentRoutes from './admin/content';
import adminSettingsRoutes from './admin/settings';
import adminReviewRoutes from './admin/reviews';
import adminVerificationRoutes from './admin/verifications';
import adminOperatorRoutes from './admin/operators';
import adminExclusionRoutes from './admin/exclusions';
import walletRoutes from './wallet';
import adminWalletRoutes from './admin/wallet';
import adminGameRoutes from './admin/games';
import seamlessRoutes from './seamless';
import playRoutes from './play';

export async function registerApiRoutes(app: FastifyInstance, opts: { distDir?: string; oidc?: OidcOptions }): Promise<void> {
  await app.register(systemRoutes);
  // Not encapsulated: app.invalidateLayout is shared, so a console publish reaches players at once.
  await app.register(fp(layoutRoutes));
  // Not encapsulated: its catalogue cache (app.catalogueCache) is shared, so admin writes can clear it.
  await app.register(fp(gameRoutes));
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(registerRoutes);
  await app.register(memberRoutes);
  await app.register(memberRecordRoutes);
  await app.register(responsibleRoutes);
  await app.register(oidcRoutes, { oidc: opts.oidc });
  await app.register(rewardRoutes);
  await app.register(verificationRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminLayoutRoutes, { distDir: opts.distDir });
  await app.register(adminAuditRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminExclusionRoutes);
  await app.register(walletRoutes);
  await app.register(adminWalletRoutes);
  await app.register(adminGameRoutes);
  // Encapsulated: its raw-body JSON parser and signature hook apply to /api/seamless/* only.
  await app.register(seamlessRoutes);
  await app.register(playRoutes);
}
