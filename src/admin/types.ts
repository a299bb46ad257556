/**
 * Shapes of the admin API's answers the console reads: those the server declares as response schemas
 * come from schemas/admin.schema.ts, where the server's response schemas are declared.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { OPERATOR_ROLE_NAMES, operatorCan, type OperatorRoleName } from '../../schemas/admin-content.schema';
import type { draftInfoSchema, screenDetailSchema, versionDetailSchema } from '../../schemas/admin.schema';
import type { Layout } from '../../schemas/layout.schema';

export type OperatorRole = OperatorRoleName;
export const OPERATOR_ROLES: readonly OperatorRole[] = OPERATOR_ROLE_NAMES;
/** Ranked content roles, and cashier apart (wallet decisions): see operatorCan. */
export const roleAtLeast = (role: OperatorRole | undefined, min: OperatorRole) => operatorCan(role, min);

export type {
  AuditEntry, AuditPage, DraftSaved, DryRunRow, Exclusion, FeedbackEntry, GameVendor, OperatorAccount, OperatorSession, OperatorWho, OutboxMessage, Published, RewardReview, Round, RtpGame,
  ScreenSummary, SettingEntry, TotpEnrolment, TotpState, ValidateReport, Vendor, VendorSecret, VerificationReview, VersionInfo, WalletOrder,
} from '../../schemas/admin.schema';

/**
 * A layout as the editor holds it: the declared Layout (its blocks the declared Block), which may
 * not validate yet, as a draft is work in progress; it need not name its screen (the editor's URL does).
 */
export type DraftLayout = Omit<Layout, 'screen'> & { screen?: string };

/** The saved draft, its layout read as the editor's (possibly invalid) shape. */
export type DraftInfo = WithLayout<FromSchema<typeof draftInfoSchema>>;

/** GET /api/admin/layouts/:screen, layouts read as the editor's shape. */
export type ScreenDetail = Omit<FromSchema<typeof screenDetailSchema>, 'draft' | 'published'> & {
  draft: DraftInfo;
  published: WithLayout<NonNullable<FromSchema<typeof screenDetailSchema>['published']>> | null;
};

/** GET …/versions/:version: one version with its layout. */
export type VersionDetail = WithLayout<FromSchema<typeof versionDetailSchema>>;

/** The server passes a layout on whole (it may be a draft that does not validate yet); the editor reads it as a DraftLayout. */
type WithLayout<T extends { layout: unknown }> = Omit<T, 'layout'> & { layout: DraftLayout };

