import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router-dom';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { teardownSession } from '../../auth/sessionTeardown.ts';
import { pathFor } from '../routes/pathFor.ts';

/** Logs out: ends the session on the server, forgets it here and goes to the login page. */
export function useSair() {
  const navigate = useNavigate();
  const { unload } = useSWRConfig();

  return async () => {
    // Even if the server call fails, this browser leaves the session.
    await post('/api/logout').catch(ignoreShownError);
    teardownSession();
    navigate(pathFor('login'), { replace: true });
    // Everything the session read is forgotten, and so are its reads still counted as recent: a
    // login within SWR's 2 s of deduplication waited on the last session's read of the
    // permissions, whose reply the cleared cache then discarded, and the app stayed loading.
    unload({ revalidate: false });
  };
}
