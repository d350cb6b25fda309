import { URL_CONSULTA, urlDaConsulta, urlDoEmailDoBoleto, type ConsultaDoDoador, type DoadorEncontrado } from '../../../../shared/api/telemarketing.ts';
import { get, post } from '../../../api/http.ts';

// The lookup's calls (shared/api/telemarketing.ts); failures are shown by the client.

export const buscarDoadores = async (q: string): Promise<DoadorEncontrado[]> => (await get<DoadorEncontrado[]>(`${URL_CONSULTA}?q=${encodeURIComponent(q)}`)).content;
export const lerDoador = async (id: number): Promise<ConsultaDoDoador> => (await get<ConsultaDoDoador>(urlDaConsulta(id))).content;
export const enviarBoletoPorEmail = async (cobrancaId: number): Promise<void> => {
  await post<null>(urlDoEmailDoBoleto(cobrancaId));
};
