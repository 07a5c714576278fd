import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZatcaOnboardingDto } from '@ward/shared';
import { useDataProvider, useNotify } from 'react-admin';
import type { WardDataProvider } from '../providers';

const KEY = ['zatca'];

/** `GET /api/admin/zatca`: onboarding state and the active EGS unit. */
export function useZatcaState() {
  const dataProvider = useDataProvider<WardDataProvider>();
  return useQuery({ queryKey: KEY, queryFn: async () => (await dataProvider.fetch<ZatcaOnboardingDto>('zatca')).data });
}

/** One onboarding step (`POST /api/admin/zatca/{step}`); the answer is the new state. */
export function useZatcaStep(step: 'csr' | 'compliance-csid' | 'compliance-checks' | 'production-csid') {
  const dataProvider = useDataProvider<WardDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (body: object = {}) => (await dataProvider.post<ZatcaOnboardingDto>(`zatca/${step}`, body)).data,
    onSuccess: (state) => client.setQueryData(KEY, state),
    onError: (e: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }),
  });
}
