import { URL_INVENTARIOS, urlDoInventario, type Inventario, type LeituraDoInventario, type ResumoDoInventario } from '../../../../shared/api/inventarioDoPatrimonio.ts';
import { get, post } from '../../../api/http.ts';

// The count page's calls (shared/api/inventarioDoPatrimonio.ts); failures are shown by the client.

export interface LocalDoInventario {
  id: number;
  descricao: string;
}

/** The active locations (the engine's list of patrimonio/configuracoes/locais, first 100). */
export const lerLocais = async (): Promise<LocalDoInventario[]> =>
  (await get<{ resultList: (LocalDoInventario & { ativo: boolean })[] }>('/api/patrimonio/locais?page=1&rpp=100')).content.resultList.filter((l) => l.ativo);
export const lerInventarios = async (): Promise<ResumoDoInventario[]> => (await get<ResumoDoInventario[]>(URL_INVENTARIOS)).content;
export const abrirInventario = async (local: number): Promise<number> => (await post<{ id: number }>(URL_INVENTARIOS, { local })).content.id;
export const lerInventario = async (id: number): Promise<Inventario> => (await get<Inventario>(urlDoInventario(id))).content;
export const registrarLeitura = async (id: number, plaqueta: string): Promise<LeituraDoInventario> =>
  (await post<LeituraDoInventario>(`${urlDoInventario(id)}/leituras`, { plaqueta })).content;
export const fecharInventario = async (id: number): Promise<Inventario> => (await post<Inventario>(`${urlDoInventario(id)}/fechar`, {})).content;
