import {
  apiPath,
  apiPaths,
  type Setting,
  settingResponseSchema,
  settingsResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { settingsKeys } from '../preRegisterScope';

/** GET /api/settings: the product switches; the first is the pre-registration one. */
export async function fetchSettings(): Promise<Setting[]> {
  return settingsResponseSchema.parse(await http.get(apiPaths.settings)).data;
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.all, queryFn: fetchSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

export type RequestsSwitchChange = { switchId: number | null; enabled: boolean };

/**
 * Opens or closes the public's requests: PUT /api/settings/preRegisterEnable/{id}. A database
 * without the switch gets it first (POST /api/settings/preRegisterEnable, docs/product/calls.md).
 */
export async function setRequestsOpen({
  switchId,
  enabled,
}: RequestsSwitchChange): Promise<Setting> {
  const id =
    switchId ??
    settingResponseSchema.parse(await http.post(apiPaths.createPreRegisterEnable)).data.id;
  const answer = await http.put(apiPath('updatePreRegisterEnable', { id }), { enabled });
  return settingResponseSchema.parse(answer).data;
}

/** The switch as the server now has it replaces the cached one (first in the list). */
function withSetting(list: Setting[] | undefined, setting: Setting): Setting[] {
  if (list === undefined || !list.some((item) => item.id === setting.id)) {
    return [setting, ...(list ?? [])];
  }
  return list.map((item) => (item.id === setting.id ? setting : item));
}

export function useSetRequestsOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...settingsKeys.all, 'preRegisterEnable'],
    mutationFn: setRequestsOpen,
    meta: waitsWithOverlay,
    onSuccess: (setting) =>
      client.setQueryData<Setting[]>(settingsKeys.all, (list) => withSetting(list, setting)),
  });
}
