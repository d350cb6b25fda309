import { parametrosDosLimites } from '../../../shared/engine/faixa.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { isOpcaoPeriodo, OPCAO_PERIODO_PADRAO } from '../../../shared/periodo/index.ts';
import { filtroPreenchido, type ValoresDoFiltro } from './busca.ts';

// A filter's values as query parameters, the same for the list's page and its resumos: one per
// field (repeated for a multiple choice); a period by its option, the server working out the
// dates at the time of the query (so a bookmarked "Este mês" stays this month), and a
// CUSTOMIZADO period's or a from–to range's bounds as <parametro>De and <parametro>Ate.

type Parametros = [string, string][];

const ehObjeto = (valor: unknown): valor is Record<string, unknown> => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** A date bound as its day (YYYY-MM-DD), a number as itself; anything else is no bound. */
function textoDoLimite(valor: unknown): string | null {
  if (typeof valor === 'number' && Number.isFinite(valor)) return String(valor);
  return typeof valor === 'string' && valor !== '' ? valor.slice(0, 10) : null;
}

function limites(parametro: string, de: unknown, ate: unknown): Parametros {
  const nomes = parametrosDosLimites(parametro);
  return [
    [nomes.de, textoDoLimite(de)],
    [nomes.ate, textoDoLimite(ate)],
  ].filter((par): par is [string, string] => par[1] !== null);
}

function doPeriodo(parametro: string, valor: unknown): Parametros {
  const opcao = ehObjeto(valor) ? valor['opcao'] : undefined;
  if (!isOpcaoPeriodo(opcao) || opcao === OPCAO_PERIODO_PADRAO) return [];
  const datas = ehObjeto(valor) && ehObjeto(valor['data']) ? valor['data'] : {};
  return [[parametro, opcao], ...(opcao === 'CUSTOMIZADO' ? limites(parametro, datas['inicial'], datas['final']) : [])];
}

/** A filter value as a query value: a chosen record by its id, anything else as text. */
function textoDoParametro(valor: unknown): string {
  if (ehObjeto(valor) && 'id' in valor) return String(valor['id']);
  if (ehObjeto(valor)) return JSON.stringify(valor);
  return String(valor);
}

function doCampo(campo: CampoDoFiltroResolvido, valor: unknown): Parametros {
  if (campo.widget === 'periodo') return doPeriodo(campo.parametro, valor);
  if (campo.widget === 'intervalo') return ehObjeto(valor) ? limites(campo.parametro, valor['de'], valor['ate']) : [];
  return (Array.isArray(valor) ? valor : [valor]).map((item): [string, string] => [campo.parametro, textoDoParametro(item)]);
}

/** Only the descriptor's parameters: a hand-edited URL cannot send anything else. */
export function parametrosDoFiltro(filtro: FiltroResolvido | null, valores: ValoresDoFiltro): Parametros {
  const campos = new Map((filtro?.campos ?? []).map((campo) => [campo.parametro, campo]));
  return Object.entries(filtroPreenchido(valores)).flatMap(([parametro, valor]) => {
    const campo = campos.get(parametro);
    return campo === undefined ? [] : doCampo(campo, valor);
  });
}
