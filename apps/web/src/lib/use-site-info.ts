import { settingsValues, type SettingsValues } from '@sponsorly/shared';
import { trpc } from './trpc';

/**
 * The server's public settings (contact details, the platform fee, the social accounts). They change
 * without a rebuild, so a prerendered page is built without them and shows them once this answers.
 */
export function useSiteInfo() {
  return trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity });
}

/** The settings as the pages' words name them (`{fee}`, ...): undefined while they load, null when they cannot. */
export function useSettingsValues(): SettingsValues | undefined | null {
  const info = useSiteInfo();
  if (info.data) return settingsValues(info.data);
  return info.isPending ? undefined : null;
}
