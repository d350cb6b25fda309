import { useEffect } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import type { PastaDaMensagem, ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useApi } from '../../../api/useApi.ts';
import { useT } from '../../../i18n/traducao.ts';
import { urlDaLista } from '../api.ts';
import { lembrarConsulta, rotuloDaOrigem } from '../caminhos.ts';
import { BarraDaPasta } from './BarraDaPasta.tsx';
import { ListaDeMensagens } from './ListaDeMensagens.tsx';

const RPP = 20;

const vazio = (t: ReturnType<typeof useT>): Readonly<Record<PastaDaMensagem, string>> => ({
  caixaentrada: t('Nenhuma mensagem recebida.'),
  enviados: t('Nenhuma mensagem enviada.'),
  rascunhos: t('Nenhum rascunho.'),
});

const useEstilos = makeStyles({
  pasta: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** One folder: its search and page live in the URL, so the way back from a conversation returns to them. */
export function PastaDeMensagens({ pasta }: { pasta: PastaDaMensagem }) {
  const estilos = useEstilos();
  const t = useT();
  const [busca, setBusca] = useSearchParams();
  const { search } = useLocation();
  const q = busca.get('q') ?? '';
  const page = Math.max(1, Number(busca.get('pagina')) || 1);
  const { data, error } = useApi<PagedContent<ResumoDaMensagem>>(urlDaLista(pasta, { q }, page, RPP));

  useEffect(() => lembrarConsulta(pasta, search), [pasta, search]);

  const ir = (novoQ: string, novaPagina: number) => {
    const params = new URLSearchParams();
    if (novoQ) params.set('q', novoQ);
    if (novaPagina > 1) params.set('pagina', String(novaPagina));
    setBusca(params);
  };

  const rotulo = rotuloDaOrigem(pasta);
  return (
    <div className={estilos.pasta}>
      <BarraDaPasta rotulo={rotulo} termo={q} onPesquisar={(termo) => ir(termo, 1)} />
      <ListaDeMensagens
        rotulo={rotulo}
        origem={pasta}
        pagina={data}
        erro={error}
        vazio={q ? t('Nenhuma mensagem encontrada.') : vazio(t)[pasta]}
        onMudarPagina={(p) => ir(q, p)}
      />
    </div>
  );
}

export const CaixaDeEntradaPage = () => <PastaDeMensagens pasta="caixaentrada" />;
export const EnviadosPage = () => <PastaDeMensagens pasta="enviados" />;
export const RascunhosPage = () => <PastaDeMensagens pasta="rascunhos" />;
