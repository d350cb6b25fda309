import {
  urlDaPaginaDaConcessionaria,
  urlDaResolucao,
  urlDoDescarte,
  urlDosRetornosDaConcessionaria,
  type PaginaDaConcessionaria,
  type PedidoDeResolucao,
  type RetornoEnviado,
} from '../../../../shared/api/concessionarias.ts';
import { get, post } from '../../../api/http.ts';

export interface ConcessionariaListada {
  id: number;
  nome: string;
  codigo: string;
  convenio: string;
  ativo: boolean;
}

// The utility page's calls (shared/api/concessionarias.ts); failures are shown by the client.

export const lerConcessionaria = async (codigo: string): Promise<PaginaDaConcessionaria> => (await get<PaginaDaConcessionaria>(urlDaPaginaDaConcessionaria(codigo))).content;

export async function enviarRetorno(codigo: string, arquivo: File): Promise<RetornoEnviado> {
  const corpo = new FormData();
  corpo.append('file', arquivo);
  return (await post<RetornoEnviado>(urlDosRetornosDaConcessionaria(codigo), corpo)).content;
}

/** A pending record applied to the donor chosen (with the consent recorded when given). */
export const resolverPendencia = async (registro: number, pedido: PedidoDeResolucao): Promise<void> => {
  await post<{ doacao: number }>(urlDaResolucao(registro), pedido);
};

export const descartarPendencia = async (registro: number, motivo: string): Promise<void> => {
  await post<null>(urlDoDescarte(registro), { motivo });
};

/** The utilities of the adapters' list (the parametros descriptor's resource). */
export const URL_DAS_CONCESSIONARIAS = '/api/mobilizacao/concessionarias/parametros?page=1&rpp=100&sort=nome,asc';

/** The consents screen (its descriptor), embedded in each utility's page filtered by the utility. */
export const TELA_DOS_CONSENTIMENTOS = 'mobilizacao.concessionarias.consentimentos';
export const RECURSO_DOS_CONSENTIMENTOS = '/api/mobilizacao/concessionarias/consentimentos';
