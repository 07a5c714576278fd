import { QueryClient } from '@tanstack/react-query';

/** react-admin's query cache, made here so the start-up can fill it before the first render (dashboard/warmDashboard). */
export const queryClient = new QueryClient();
