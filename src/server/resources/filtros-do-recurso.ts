import { ehWidgetDeFaixa, type WidgetDeFaixa } from '../../shared/engine/faixa.ts';
import type { FiltroResolvido } from '../../shared/engine/tela-resolvida.ts';
import type { Opcao } from '../../shared/engine/types.ts';
import { resolverCaminhoDoFiltro, type CaminhoSql } from './caminho-sql.ts';
import type { MapaDoModelo, MapaPorModelo } from './mapa-do-modelo.ts';

// The filter panel's fields as the server reads them: a model field compares its column (one
// value or any of several, a period, a from–to range); a parameter-only field is handed,
// typed by its widget, to the model's `filtrar` hook.

/** How a model field filters: equal to one of the values sent, or within a range. */
export type TipoDoFiltro = 'valor' | WidgetDeFaixa;

export interface FiltroDoRecurso {
  parametro: string;
  caminho: CaminhoSql;
  multiplo: boolean;
  tipo: TipoDoFiltro;
}

/** A filter field with no model field: the hook interprets it. */
export interface ParametroDoGancho {
  parametro: string;
  widget: string;
  multiplo: boolean;
  opcoes: readonly Opcao[] | null;
}

export function filtrosDoRecurso(
  filtro: FiltroResolvido | null,
  mapa: MapaDoModelo,
  mapaDe: MapaPorModelo,
): { filtros: FiltroDoRecurso[]; parametrosDoGancho: ParametroDoGancho[] } {
  const filtros: FiltroDoRecurso[] = [];
  const parametrosDoGancho: ParametroDoGancho[] = [];
  for (const f of filtro?.campos ?? []) {
    if (f.campo === null) {
      parametrosDoGancho.push({ parametro: f.parametro, widget: f.widget, multiplo: f.multiplo, opcoes: f.opcoes });
      continue;
    }
    const caminho = resolverCaminhoDoFiltro(mapa, f.campo, mapaDe);
    if (caminho !== null) filtros.push({ parametro: f.parametro, caminho, multiplo: f.multiplo, tipo: ehWidgetDeFaixa(f.widget) ? f.widget : 'valor' });
  }
  return { filtros, parametrosDoGancho };
}
