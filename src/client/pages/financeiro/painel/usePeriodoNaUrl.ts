import { useSearchParams } from 'react-router-dom';
import { isOpcaoPeriodo, valorDoPeriodo, type ValorPeriodo } from '../../../../shared/periodo/index.ts';

// The dashboard's period in its URL (?periodo=ESTE_MES, or CUSTOMIZADO with de and ate), so that
// coming back from a list a chart opened finds the same period. Absent: this year (Anual).

const dia = (texto: string | null): string | undefined => (texto !== null && /^\d{4}-\d{2}-\d{2}$/.test(texto) ? texto : undefined);

export function lerPeriodo(query: URLSearchParams, agora: Date): ValorPeriodo {
  const opcao = query.get('periodo');
  if (!isOpcaoPeriodo(opcao)) return valorDoPeriodo('ANUAL', agora);
  return valorDoPeriodo(opcao, agora, opcao === 'CUSTOMIZADO' ? { inicial: dia(query.get('de')), final: dia(query.get('ate')) } : undefined);
}

export function escreverPeriodo(periodo: ValorPeriodo): URLSearchParams {
  const query = new URLSearchParams({ periodo: periodo.opcao });
  if (periodo.opcao === 'CUSTOMIZADO') {
    if (periodo.data.inicial !== null) query.set('de', periodo.data.inicial.slice(0, 10));
    if (periodo.data.final !== null) query.set('ate', periodo.data.final.slice(0, 10));
  }
  return query;
}

export function usePeriodoNaUrl(): [ValorPeriodo, (periodo: ValorPeriodo | null) => void] {
  const [query, setQuery] = useSearchParams();
  const periodo = lerPeriodo(query, new Date());
  const mudar = (novo: ValorPeriodo | null) => setQuery(escreverPeriodo(novo ?? valorDoPeriodo('ANUAL', new Date())), { replace: true });
  return [periodo, mudar];
}
