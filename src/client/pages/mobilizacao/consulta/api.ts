import { URL_CONSULTA, urlDaConsulta, type ConsultaDoDoador, type DoadorEncontrado } from '../../../../shared/api/telemarketing.ts';
import { get } from '../../../api/http.ts';

// The lookup's calls (shared/api/telemarketing.ts); failures are shown by the client.

export const buscarDoadores = async (q: string): Promise<DoadorEncontrado[]> => (await get<DoadorEncontrado[]>(`${URL_CONSULTA}?q=${encodeURIComponent(q)}`)).content;
export const lerDoador = async (id: number): Promise<ConsultaDoDoador> => (await get<ConsultaDoDoador>(urlDaConsulta(id))).content;
