import useSWR from 'swr';
import type { ApiError } from '../../api/ApiError.ts';
import { fetchContent } from '../../api/useApi.ts';
import { registerRoutes } from '../../app/routes/pathFor.ts';
import { nomesDasRotas } from '../rotas/catalogo.ts';
import { TELAS_URL, type TelaDoCatalogo } from './contrato.ts';

async function buscarTelas(url: string): Promise<TelaDoCatalogo[]> {
  const telas = await fetchContent<TelaDoCatalogo[]>(url);
  registerRoutes(nomesDasRotas(telas));
  return telas;
}

/** The screens the user may see (GET /api/telas); their route names become known to pathFor. */
export function useTelasDoCatalogo() {
  return useSWR<TelaDoCatalogo[], ApiError>(TELAS_URL, buscarTelas, { revalidateOnFocus: false });
}
