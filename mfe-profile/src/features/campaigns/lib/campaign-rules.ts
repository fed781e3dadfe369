import { DateTime } from 'luxon';
import type { Language } from '@salon/contracts/languages';
import type { Campaign } from '@salon/contracts/loyalty-api';
import { SALON_TIME_ZONE, formatDate } from '@salon/i18n';

/** The label a campaign card shows, when it has one. */
export type CampaignLabel = 'active' | 'soon' | 'progress';

/**
 * The campaign's label, first match wins: 'active' while it runs; 'soon' when it starts
 * after `today`; 'progress' when the points collected are below the points required;
 * otherwise none (spec part 2, section 4 "Campaign label"). `today` is the salon-local
 * day, yyyy-MM-dd, so it compares with the API's dates as text.
 */
export function campaignLabel(
  campaign: Pick<Campaign, 'active' | 'startDate' | 'pointsAcquired' | 'pointsRequired'>,
  today: string,
): CampaignLabel | null {
  if (campaign.active) return 'active';
  if (campaign.startDate > today) return 'soon';
  if (campaign.pointsRequired !== null && campaign.pointsAcquired < campaign.pointsRequired) return 'progress';
  return null;
}

/**
 * How full a progress bar is, in whole percent: 100 with no maximum (null), a maximum of
 * 0, or a value at or above the maximum; 0 for a negative value; otherwise the
 * proportion (spec part 2, section 4 "Campaign progress bar"). Rounded down, so the bar
 * looks full only when the goal is really reached (499 of 500 is 99, not 100).
 */
export function progressPercent(value: number, max: number | null): number {
  if (max === null || max === 0 || value >= max) return 100;
  if (value < 0) return 0;
  return Math.floor((value / max) * 100);
}

/** A campaign's first and last day, formatted for its card. */
export interface CampaignDates {
  start: string;
  end: string;
}

const WITHOUT_YEAR = 'd MMMM';
const WITH_YEAR = 'd MMMM yyyy';

/**
 * A campaign's dates as '1 marca' and '31 maja': both without the year when the end
 * date falls in the current year, both with it otherwise (spec part 2, section 9).
 * `start`, `end` and `today` are yyyy-MM-dd days.
 */
export function campaignDates(start: string, end: string, today: string, lang?: Language): CampaignDates {
  const thisYear = DateTime.fromISO(today, { zone: SALON_TIME_ZONE }).year;
  const endYear = DateTime.fromISO(end, { zone: SALON_TIME_ZONE }).year;
  const format = endYear === thisYear ? WITHOUT_YEAR : WITH_YEAR;
  return { start: formatDate(start, format, lang), end: formatDate(end, format, lang) };
}
