import type { FastifyInstance } from 'fastify';
import { adminTotpKey, type Config, isProduction } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { BonusModule } from '../bonus/routes.ts';
import type { ContentModule } from '../content/routes.ts';
import type { GamesModule } from '../games/routes.ts';
import type { LimitsModule } from '../limits/routes.ts';
import type { NotificationModule } from '../notification/routes.ts';
import type { PaymentsModule } from '../payments/routes.ts';
import type { PlayerModule } from '../player/routes.ts';
import type { RetentionModule } from '../retention/routes.ts';
import type { SupportModule } from '../support/routes.ts';
import type { VerificationModule } from '../verification/routes.ts';
import type { WalletModule } from '../wallet/routes.ts';
import { registerAdjustmentRoutes } from './adjustments/routes.ts';
import { createAdjustments } from './adjustments/service.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerBonusConfigRoutes } from './bonuses/config-routes.ts';
import { registerBonusOfferRoutes } from './bonuses/offer-routes.ts';
import { registerBonusRoutes } from './bonuses/routes.ts';
import { registerBroadcastRoutes } from './broadcasts/routes.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerLoyaltyLevelRoutes } from './engagement/levels-routes.ts';
import { registerEngagementRoutes } from './engagement/routes.ts';
import { registerKycRoutes } from './kyc/routes.ts';
import { createPlayerFile } from './players/detail.ts';
import { registerImposedLimitRoutes } from './players/limit-routes.ts';
import { createImposedLimits } from './players/limits.ts';
import { createPlayerNotes } from './players/notes.ts';
import { registerPlayerRecordRoutes } from './players/record-routes.ts';
import { createPlayerRecords } from './players/records.ts';
import { registerPlayerRoutes } from './players/routes.ts';
import { createPlayerDesk } from './players/service.ts';
import { registerReportRoutes } from './reports/routes.ts';
import { createReports } from './reports/service.ts';
import { type AdminAccess, enforceAdminAccess } from './staff/access.ts';
import { registerStaffAccountRoutes } from './staff/account-routes.ts';
import { seedDemoStaff } from './staff/demo.ts';
import { createEnrolment } from './staff/enrolment.ts';
import { createInvitationService } from './staff/invitations.ts';
import { registerStaffRoutes } from './staff/routes.ts';
import { createStaffSessions } from './staff/sessions.ts';
import { createTotpVault, sealClearTotpSecrets } from './staff/totp-vault.ts';
import { registerSupportRoutes } from './support/routes.ts';
import { registerWithdrawalRoutes } from './withdrawals/routes.ts';
import { createWithdrawalQueue } from './withdrawals/service.ts';

export interface BackofficeModule {
  /** Every /api/admin route with who may call it (the role × operation test walks these). */
  routes: { method: string; url: string; access: AdminAccess }[];
}

/**
 * The back office's API (issue 22): staff sign-in, roles and permissions, the audit trail, and operations
 * reusing the domain modules' services. Each concern lives in its own folder; this wires them.
 */
export async function registerBackoffice(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    clock: () => Date;
    player: PlayerModule;
    wallet: WalletModule;
    payments: PaymentsModule;
    bonus: BonusModule;
    verification: VerificationModule;
    notification: NotificationModule;
    limits: LimitsModule;
    games: GamesModule;
    retention: RetentionModule;
    content: ContentModule;
    support: SupportModule;
  },
): Promise<BackofficeModule> {
  const { db, config, clock } = deps;
  const settings = {
    idleTimeoutSeconds: config.ADMIN_IDLE_TIMEOUT_MINUTES * 60,
    lifetimeSeconds: config.ADMIN_SESSION_HOURS * 3600,
  };
  const vault = createTotpVault(adminTotpKey(config));
  await sealClearTotpSecrets(db, vault);
  const sessions = createStaffSessions({ db, clock, settings, vault });
  const invitations = createInvitationService({ clock, invitationHours: config.ADMIN_INVITATION_HOURS });
  // Before any /api/admin route: the hook guards each route as it is added.
  const { routes } = enforceAdminAccess(app, sessions);

  registerStaffRoutes(app, {
    db,
    sessions,
    invitations,
    enrolment: createEnrolment({ db, clock, vault }),
    settings,
    messages: deps.player.messages,
    publicUrl: config.PUBLIC_URL,
    clock,
    secureCookie: true,
  });
  registerStaffAccountRoutes(app, {
    db,
    invitations,
    messages: deps.player.messages,
    publicUrl: config.PUBLIC_URL,
    clock,
  });
  registerAuditRoutes(app, { db });
  registerWithdrawalRoutes(app, {
    queue: createWithdrawalQueue({
      db,
      clock,
      payments: deps.payments,
      wallet: deps.wallet,
      bonus: deps.bonus,
      player: deps.player,
      turnoverMultiplier: config.TURNOVER_MULTIPLIER,
      fourEyesAmount: config.ADMIN_FOUR_EYES_AMOUNT,
    }),
  });
  registerAdjustmentRoutes(app, {
    adjustments: createAdjustments({ db, clock, wallet: deps.wallet, fourEyesAmount: config.ADMIN_FOUR_EYES_AMOUNT }),
  });
  registerPlayerRoutes(app, {
    desk: createPlayerDesk({ db, clock, player: deps.player }),
    file: createPlayerFile(deps),
  });
  registerImposedLimitRoutes(app, { imposed: createImposedLimits(deps) });
  registerPlayerRecordRoutes(app, {
    notes: createPlayerNotes({ db, clock, player: deps.player }),
    records: createPlayerRecords(deps),
  });
  registerKycRoutes(app, { db, clock, verification: deps.verification });
  registerBroadcastRoutes(app, { db, clock, notification: deps.notification });
  registerBonusRoutes(app, { db, clock, bonus: deps.bonus });
  registerBonusConfigRoutes(app, { db, clock, bonus: deps.bonus });
  registerBonusOfferRoutes(app, { db, clock, bonus: deps.bonus });
  registerEngagementRoutes(app, { db, clock, retention: deps.retention });
  registerLoyaltyLevelRoutes(app, { db, clock, retention: deps.retention });
  registerReportRoutes(app, { reports: createReports({ db, wallet: deps.wallet }) });
  registerCatalogueRoutes(app, { clock, games: deps.games });
  registerSupportRoutes(app, { db, clock, support: deps.support });
  if (deps.content.admin) {
    registerContentRoutes(app, {
      clock,
      content: deps.content.admin,
      publicUrl: config.PUBLIC_URL,
      previewToken: config.CONTENT_PREVIEW_TOKEN,
    });
  }

  if (config.SEED_DEMO_DATA && !isProduction(config)) await seedDemoStaff(db, vault);
  return { routes };
}
