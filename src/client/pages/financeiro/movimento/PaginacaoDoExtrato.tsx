import { useState } from 'react';
import type { ExtratoDaConta } from '../../../../shared/api/movimento.ts';
import { formatNumber } from '../../../../shared/format/index.ts';
import { Paginacao } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';

/** The statement's page: the first again whenever the query (account, period, filters) changes. */
export function usePaginaDoExtrato(consulta: string | null): [number, (pagina: number) => void] {
  const [escolhida, setEscolhida] = useState({ consulta, pagina: 1 });
  const pagina = escolhida.consulta === consulta ? escolhida.pagina : 1;
  return [pagina, (nova) => setEscolhida({ consulta, pagina: nova })];
}

/** The list pager under the statement, saying which of the period's movements the page holds; none for a single page. */
export function PaginacaoDoExtrato({ extrato, onMudar }: { extrato: ExtratoDaConta; onMudar(pagina: number): void }) {
  const t = useT();
  const { pagina, porPagina, quantidade, linhas } = extrato;
  const pageCount = Math.max(1, Math.ceil(quantidade / porPagina));
  if (pagina === 1 && pageCount === 1) return null;
  const primeira = (pagina - 1) * porPagina + 1;
  const total =
    linhas.length === 0
      ? undefined
      : t('Movimentos {de} a {ate} de {total}', { de: formatNumber(primeira), ate: formatNumber(primeira + linhas.length - 1), total: formatNumber(quantidade) });
  return <Paginacao pagina={{ page: pagina, pageCount, count: quantidade, hasMore: pagina < pageCount }} onMudar={onMudar} total={total} />;
}
