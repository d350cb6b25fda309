import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router-dom';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { teardownSession } from '../../auth/sessionTeardown.ts';
import { pathFor } from '../routes/pathFor.ts';

/** Logs out: ends the session on the server, forgets it here and goes to the login page. */
export function useSair() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  return async () => {
    // Even if the server call fails, this browser leaves the session.
    await post('/api/logout').catch(ignoreShownError);
    teardownSession();
    navigate(pathFor('login'), { replace: true });
    await mutate(() => true, undefined, { revalidate: false });
  };
}
