import useSWR from 'swr';
import type { ApiError } from '../../../api/ApiError.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { buscarPelaChave, chaveDosMarcadores, type ChaveDosMarcadores, type RegiaoDoMapa } from './pedidoDoMapa.ts';
import type { RespostaDoMapa } from './respostaDoMapa.ts';

export function useMarcadores(corpo: CorpoDoFiltro, rodada: number, regiao: RegiaoDoMapa) {
  return useSWR<RespostaDoMapa, ApiError, ChaveDosMarcadores>(
    chaveDosMarcadores(corpo, rodada, regiao),
    buscarPelaChave,
    // The markers stay while the next region loads: the map never empties between moves.
    { keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false },
  );
}
