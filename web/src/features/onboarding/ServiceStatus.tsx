import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { apiRequest, ApiRequestError } from '../../lib/apiClient';

export const DEGRADED_NOTICE = 'Palme is running slowly right now. Your readings are safe; please bear with us.';

/** The service's health (its schema loads beside the request, not with the first screen). */
export const healthQuery = queryOptions({
  queryKey: [API_PATHS.health],
  queryFn: async () => {
    const [res, { healthResponseSchema }] = await Promise.all([
      apiRequest('GET', API_PATHS.health),
      import('@contract/health'),
    ]);
    return healthResponseSchema.parse(await res.json());
  },
});

/**
 * Says nothing while Palme is well. When the server answers that it is degraded (its database not
 * answering, say) or fails, a calm notice says so. No network at all is the offline banner's news.
 */
export function ServiceStatus() {
  const { data, error } = useQuery(healthQuery);
  const degraded = data?.status === 'degraded' || (error instanceof ApiRequestError && error.status >= 500);
  return (
    <p className="service-status" role="status">
      {degraded && (
        <>
          <span className="service-status__dot" aria-hidden />
          {DEGRADED_NOTICE}
        </>
      )}
    </p>
  );
}
