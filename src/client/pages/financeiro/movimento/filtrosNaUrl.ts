import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isOpcaoPeriodo, valorDoPeriodo, type OpcaoPeriodo, type ValorPeriodo } from '../../../../shared/periodo/index.ts';
import { exibirRegistro, type Registro } from '../../../widgets/q-autocomplete/index.ts';

// The filters of the finance pages (statement, dashboards, balancete) in their URL, so that a link
// opens a page filtered (a balance bar opens its account's statement) and coming back finds it so:
// ?periodo=ESTE_MES (CUSTOMIZADO with de and ate) and each chosen record as {"id":3,"descricao":"Banco"},
// its id and the text its field shows. What a hand-edited URL gets wrong is left out.

export interface FiltrosNaUrl<N extends string> {
  periodo: ValorPeriodo;
  registros: Readonly<Record<N, Registro | null>>;
}

export interface MudancaDosFiltros<N extends string> {
  /** null: the page's default period. */
  periodo?: ValorPeriodo | null;
  registros?: Partial<Record<N, Registro | null>>;
}

const dia = (texto: string | null): string | undefined => (texto !== null && /^\d{4}-\d{2}-\d{2}$/.test(texto) ? texto : undefined);

function lerRegistro(texto: string | null): Registro | null {
  if (texto === null) return null;
  try {
    const valor: unknown = JSON.parse(texto);
    if (typeof valor !== 'object' || valor === null) return null;
    const { id, descricao } = valor as Record<string, unknown>;
    return (typeof id === 'number' || typeof id === 'string') && typeof descricao === 'string' ? { id, descricao } : null;
  } catch {
    return null;
  }
}

export function lerPeriodo(query: URLSearchParams, padrao: OpcaoPeriodo, agora: Date): ValorPeriodo {
  const opcao = query.get('periodo');
  if (!isOpcaoPeriodo(opcao)) return valorDoPeriodo(padrao, agora);
  return valorDoPeriodo(opcao, agora, opcao === 'CUSTOMIZADO' ? { inicial: dia(query.get('de')), final: dia(query.get('ate')) } : undefined);
}

export function lerFiltros<N extends string>(query: URLSearchParams, nomes: readonly N[], padrao: OpcaoPeriodo, agora: Date): FiltrosNaUrl<N> {
  const registros = Object.fromEntries(nomes.map((nome) => [nome, lerRegistro(query.get(nome))])) as Record<N, Registro | null>;
  return { periodo: lerPeriodo(query, padrao, agora), registros };
}

export function escreverFiltros<N extends string>({ periodo, registros }: FiltrosNaUrl<N>): URLSearchParams {
  const query = new URLSearchParams({ periodo: periodo.opcao });
  if (periodo.opcao === 'CUSTOMIZADO') {
    if (periodo.data.inicial !== null) query.set('de', periodo.data.inicial.slice(0, 10));
    if (periodo.data.final !== null) query.set('ate', periodo.data.final.slice(0, 10));
  }
  for (const [nome, registro] of Object.entries<Registro | null>(registros)) {
    if (registro !== null) query.set(nome, JSON.stringify({ id: registro.id, descricao: exibirRegistro(registro) }));
  }
  return query;
}

/**
 * The page's filters as its URL holds them, and their change, which replaces the URL (no history
 * entry per change). `nomes` is a constant of the page's, so that the change keeps its identity.
 */
export function useFiltrosNaUrl<N extends string>(nomes: readonly N[], padrao: OpcaoPeriodo): [FiltrosNaUrl<N>, (mudanca: MudancaDosFiltros<N>) => void] {
  const [query, setQuery] = useSearchParams();
  const filtros = lerFiltros(query, nomes, padrao, new Date());
  const mudar = useCallback(
    (mudanca: MudancaDosFiltros<N>) => {
      const escrever = (atual: URLSearchParams) => {
        const agora = new Date();
        const antes = lerFiltros(atual, nomes, padrao, agora);
        const periodo = mudanca.periodo === undefined ? antes.periodo : (mudanca.periodo ?? valorDoPeriodo(padrao, agora));
        return escreverFiltros({ periodo, registros: { ...antes.registros, ...mudanca.registros } });
      };
      setQuery(escrever, { replace: true });
    },
    [setQuery, nomes, padrao],
  );
  return [filtros, mudar];
}
