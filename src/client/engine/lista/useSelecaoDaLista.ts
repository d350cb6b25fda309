import { useCallback, useEffect, useRef, useState } from 'react';
import { acaoDisponivel } from '../../../shared/engine/acoes.ts';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { SelecaoDeLinhas } from '../../components/table/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { notify } from '../../services/toasts/notices.ts';
import type { AlvoDaAcao } from '../acoes/useExecutarAcao.ts';
import type { RegistroDaLista } from './tipos.ts';

const NENHUMA: SelecaoDeLinhas = {};

/**
 * The rows selected on the page shown, for the screen's actions on the selection. A new page
 * (search, sort, filter, paging) starts with none. An action runs on the selected rows its state
 * allows, read when it runs: the selection can empty between showing the button and confirming.
 */
export function useSelecaoDaLista(linhas: readonly RegistroDaLista[] | undefined, pagina: string, executar: (acao: AcaoResolvida, alvo: AlvoDaAcao) => Promise<boolean>) {
  const t = useT();
  const [selecao, setSelecao] = useState<SelecaoDeLinhas>(NENHUMA);
  const atual = useRef({ selecao, linhas });
  atual.current = { selecao, linhas };

  useEffect(() => setSelecao(NENHUMA), [pagina]);

  const executarNaSelecao = useCallback(
    async (acao: AcaoResolvida) => {
      const { selecao: marcadas, linhas: daPagina = [] } = atual.current;
      const ids = daPagina.filter((linha) => marcadas[String(linha.id)] === true && acaoDisponivel(acao, linha)).map((linha) => linha.id);
      if (ids.length === 0) {
        notify({ intent: 'warning', text: t('Selecione pelo menos um registro em que a ação se aplique.') });
        return;
      }
      if (await executar(acao, { ids })) setSelecao(NENHUMA);
    },
    [executar, t],
  );

  const algumaSelecionada = Object.values(selecao).some(Boolean);
  return { selecao, setSelecao, algumaSelecionada, executarNaSelecao };
}
