import {
  BASE_REGISTRO_INTERVALO,
  type InicioDoIntervalo,
  type Intervalo,
  type MetadataDoIntervalo,
  type PedidoDeRelatorioDeIntervalo,
  type RelatorioDeIntervalo,
} from '../../../shared/api/registrointervalo.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { get, post } from '../../api/http.ts';

// The break-interval calls of the client (shared/api/registrointervalo.ts). No React here: the
// live notices (main chunk) register through this module too.

export const URL_METADATA = `${BASE_REGISTRO_INTERVALO}/intervalos/metadata`;
export const URL_ATIVO = `${BASE_REGISTRO_INTERVALO}/intervalos/ativo`;
const URL_RESUMO = `${BASE_REGISTRO_INTERVALO}/intervalos/resumo`;

/** Every SWR key of the module, to revalidate them together after a start or an end. */
export const ehChaveDoModulo = (chave: unknown): boolean => typeof chave === 'string' && chave.startsWith(`${BASE_REGISTRO_INTERVALO}/intervalos/`);

export interface DiasDoResumo {
  /** YYYY-MM-DD. */
  dataInicial: string;
  dataFinal: string;
}

export function urlDoResumo({ dataInicial, dataFinal }: DiasDoResumo, page: number, rpp: number): string {
  const query = new URLSearchParams({ dataInicial, dataFinal, page: String(page), rpp: String(rpp) });
  return `${URL_RESUMO}?${query}`;
}

/** The metadata and how far the PC's clock is behind the server's, so timers read the server's time. */
export interface MetadataComRelogio extends MetadataDoIntervalo {
  desvioMs: number;
}

export async function buscarMetadata(url: string): Promise<MetadataComRelogio> {
  const { content } = await get<MetadataDoIntervalo>(url);
  return { ...content, desvioMs: Date.parse(content.agora) - Date.now() };
}

/** Registers an announced window: the day's LIBERADO interval of that schedule (the same one if already registered). */
export async function registrarIntervalo(grupoIntervaloHorarioId: number): Promise<Intervalo> {
  const query = new URLSearchParams({ grupoIntervaloHorarioId: String(grupoIntervaloHorarioId) });
  const { content } = await post<Intervalo>(`${BASE_REGISTRO_INTERVALO}/registrointervalo?${query}`, undefined, { silenciarSucesso: true });
  return content;
}

export async function iniciarIntervalo(pedido: InicioDoIntervalo): Promise<Intervalo> {
  return (await post<Intervalo>(`${BASE_REGISTRO_INTERVALO}/intervalos`, pedido)).content;
}

export async function encerrarIntervalo(id: number): Promise<Intervalo> {
  return (await post<Intervalo>(`${BASE_REGISTRO_INTERVALO}/intervalos/${id}/encerrar`)).content;
}

/** Asks for a report: a background job, which the jobs panel shows and whose end is a notice. */
export async function emitirRelatorio(relatorio: RelatorioDeIntervalo, pedido: PedidoDeRelatorioDeIntervalo): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(`/api/relatorios/registrointervalo/${relatorio}`, pedido)).content;
}
