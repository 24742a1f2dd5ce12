import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { apiRequest } from '../../lib/apiClient';

/** A quiet line under the welcome card that shows the API (and its database) answering. */
export function ServiceStatus() {
  const { data, isError } = useQuery({
    queryKey: [API_PATHS.health],
    queryFn: async () => {
      const [res, { healthResponseSchema }] = await Promise.all([
        apiRequest('GET', API_PATHS.health),
        import('@contract/health'),
      ]);
      return healthResponseSchema.parse(await res.json());
    },
  });
  const state = isError || data?.status === 'degraded' ? 'resting' : data ? 'ok' : 'pending';
  const text = {
    ok: 'The stars are listening · API ok · database ok',
    resting: 'The oracle is resting · we will be back shortly',
    pending: ' ',
  }[state];
  return (
    <p className={`service-status service-status--${state}`} role="status">
      <span className="service-status__dot" aria-hidden />
      {text}
    </p>
  );
}
