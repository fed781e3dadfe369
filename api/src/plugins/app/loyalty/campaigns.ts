import { sql, type Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { Campaign, CampaignCode } from '@salon/contracts/loyalty-api';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import type { DB } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';

/*
 * Campaigns with the customer's progress, measured on their own ledger between the
 * campaign's first and last day (Warsaw days): ALL counts points earned less points
 * taken back, CONSENTS_BONUS the visits' consents bonus, VOUCHER_PURCHASE the points of
 * vouchers bought. Never below 0.
 */

/**
 * Every campaign that has not been switched off, with `userId`'s progress: running ones
 * first, then upcoming, then finished, each by the chain's order.
 */
export async function listCampaigns(db: Kysely<DB>, userId: string, args: { today: string; language: Language }): Promise<Campaign[]> {
  const campaigns = await db.selectFrom('campaigns').selectAll().orderBy('sort_order').orderBy('id').execute();
  const measured = await Promise.all(
    campaigns.map(async (campaign) => {
      const inWindow = db
        .selectFrom('loyalty_transactions')
        .where('user_id', '=', userId)
        .where(sql<boolean>`(occurred_at AT TIME ZONE ${SALON_ZONE})::date BETWEEN ${campaign.starts_on}::date AND ${campaign.ends_on}::date`);
      const value =
        campaign.measure === 'CONSENTS_BONUS'
          ? inWindow.select(sql<number>`coalesce(sum(bonus_points), 0)::int`.as('points'))
          : campaign.measure === 'VOUCHER_PURCHASE'
            ? inWindow.where('kind', '=', 'VOUCHER_PURCHASE').select(sql<number>`coalesce(sum(points_in), 0)::int`.as('points'))
            : inWindow.select(sql<number>`coalesce(sum(points_in - points_out), 0)::int`.as('points'));
      const row = await value.executeTakeFirst();
      return { campaign, acquired: Math.max(0, Number(row?.points ?? 0)) };
    }),
  );
  const stage = (row: (typeof campaigns)[number]) => (row.starts_on > args.today ? 1 : row.ends_on < args.today ? 2 : 0);
  return measured
    .filter(({ campaign }) => campaign.active)
    .sort((a, b) => stage(a.campaign) - stage(b.campaign))
    .map(({ campaign, acquired }) => ({
      id: campaign.id,
      code: campaign.code as CampaignCode,
      name: translate(campaign.name, args.language) ?? '',
      description: translate(campaign.description, args.language) ?? '',
      details: translate(campaign.details, args.language),
      pointsAcquired: acquired,
      pointsRequired: campaign.points_required,
      startDate: campaign.starts_on,
      endDate: campaign.ends_on,
      // Running today (the spec's 'active' label); upcoming ones are 'soon', finished ones neither.
      active: campaign.starts_on <= args.today && args.today <= campaign.ends_on,
    }));
}
