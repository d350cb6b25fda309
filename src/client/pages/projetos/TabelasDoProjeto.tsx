import type { EmprestimoDoProjeto } from '../../../shared/api/projetos.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { formatDate } from '../../../shared/format/index.ts';
import type { ExecucaoDoProjeto } from '../../../shared/projetos/rubricas.ts';
import { useT } from '../../i18n/traducao.ts';
import { TabelaSimples, type LinhaSimples } from '../financeiro/painel/TabelaSimples.tsx';
import { useEstilosDoProjeto } from './estilos.ts';

// The project page's two tables, both the shared TabelaSimples in a frame that scrolls sideways
// (focusable, so the keyboard scrolls it on a phone): budget vs executed by rubrica with its
// total, and the loans the project gave or received, each opening the loan.

const URL_DO_EMPRESTIMO = '/aprovacaofinanceira/emprestimos/solicitacaoemprestimo';

function Moldura({ legenda, colunas, linhas }: { legenda: string; colunas: readonly string[]; linhas: readonly LinhaSimples[] }) {
  const estilos = useEstilosDoProjeto();
  return (
    <div className={estilos.moldura} role="region" aria-label={legenda} tabIndex={0}>
      <TabelaSimples legenda={legenda} colunas={colunas} linhas={linhas} />
    </div>
  );
}

export function TabelaDasRubricas({ execucao }: { execucao: ExecucaoDoProjeto }) {
  const t = useT();
  const linhas: LinhaSimples[] = execucao.rubricas.map((r) => ({
    chave: String(r.id),
    rotulo: r.rotulo,
    caminho: null,
    valores: [r.orcadoCentavos, r.executadoCentavos, r.saldoCentavos].map(reaisDosCentavos),
  }));
  const total = [execucao.orcadoCentavos, execucao.executadoCentavos, execucao.orcadoCentavos - execucao.executadoCentavos].map(reaisDosCentavos);
  const colunas = [t('Rubrica'), t('Orçado'), t('Executado'), t('Saldo')];
  return <Moldura legenda={t('Orçado x executado por rubrica')} colunas={colunas} linhas={[...linhas, { chave: 'total', rotulo: t('Total'), caminho: null, valores: total }]} />;
}

export function TabelaDosEmprestimos({ emprestimos }: { emprestimos: readonly EmprestimoDoProjeto[] }) {
  const t = useT();
  const estado = { AGUARDANDO: t('aguardando aprovação'), EM_ABERTO: t('em aberto'), ATRASADO: t('em atraso'), QUITADO: t('quitado') } as const;
  const linhas = emprestimos.map((e): LinhaSimples => {
    const valores = { projeto: e.outroProjeto, estado: estado[e.estado], data: formatDate(e.dataDevolucao) };
    return {
      chave: String(e.id),
      rotulo:
        e.sentido === 'CONCEDIDO' ? t('Concedido a {projeto}: {estado}, devolução em {data}', valores) : t('Recebido de {projeto}: {estado}, devolução em {data}', valores),
      caminho: `${URL_DO_EMPRESTIMO}/${e.id}`,
      valores: [reaisDosCentavos(e.valorCentavos), reaisDosCentavos(e.saldoCentavos)],
    };
  });
  return <Moldura legenda={t('Empréstimos do projeto')} colunas={[t('Empréstimo'), t('Valor'), t('A devolver')]} linhas={linhas} />;
}
