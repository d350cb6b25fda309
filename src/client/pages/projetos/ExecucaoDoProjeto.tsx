import { mergeClasses, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { urlDaExecucao, type ExecucaoDaPagina, type PrestacaoDoProjeto } from '../../../shared/api/projetos.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { formatDate, formatMoney } from '../../../shared/format/index.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { BotaoDoRelatorioDeExecucao } from './BotaoDoRelatorioDeExecucao.tsx';
import { BotaoDoRemanejamento } from './BotaoDoRemanejamento.tsx';
import { useEstilosDoProjeto } from './estilos.ts';
import { TabelaDasRubricas, TabelaDosEmprestimos } from './TabelasDoProjeto.tsx';

// Below the project's form: its financial execution (GET /api/projetos/:id/execucao) — the
// totals (budget, executed, receitas, despesas, the balance and the next accountability report),
// budget vs executed by rubrica, its loans, and the buttons of a reallocation request and of the
// financial execution report. Goals and every deadline are the form's own tables. Read again
// after every save of the form.

function Total({ rotulo, texto, negativo }: { rotulo: string; texto: string; negativo: boolean }) {
  const estilos = useEstilosDoProjeto();
  return (
    <div className={estilos.total}>
      <span className={estilos.rotulo}>{rotulo}</span>
      <span className={mergeClasses(estilos.valor, negativo && estilos.negativo)}>{texto}</span>
    </div>
  );
}

const Dinheiro = ({ rotulo, centavos }: { rotulo: string; centavos: number }) => (
  <Total rotulo={rotulo} texto={formatMoney(reaisDosCentavos(centavos))} negativo={centavos < 0} />
);

function ProximaPrestacao({ prestacao }: { prestacao: PrestacaoDoProjeto }) {
  const t = useT();
  const vencida = prestacao.situacao === 'VENCIDA';
  const data = formatDate(prestacao.vencimento);
  return <Total rotulo={t('Próxima prestação de contas')} texto={vencida ? t('{data} (vencida)', { data }) : data} negativo={vencida} />;
}

export function ExecucaoDoProjeto({ id }: { id: string }) {
  const estilos = useEstilosDoProjeto();
  const t = useT();
  const traduzir = useTraduzir();
  const { data, error } = useApi<ExecucaoDaPagina>(urlDaExecucao(id));
  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!data) return <Carregando />;
  const { execucao, emprestimos, proximaPrestacao } = data;
  return (
    <section className={estilos.painel} aria-labelledby="execucao-do-projeto">
      <div className={estilos.cabecalho}>
        <Subtitle1 as="h2" id="execucao-do-projeto" className={estilos.titulo}>{t('Execução financeira')}</Subtitle1>
        <div className={estilos.botoes}>
          <BotaoDoRemanejamento projeto={id} />
          <BotaoDoRelatorioDeExecucao id={id} />
        </div>
      </div>
      <div className={estilos.totais}>
        <Dinheiro rotulo={t('Orçamento')} centavos={execucao.orcadoCentavos} />
        <Dinheiro rotulo={t('Executado')} centavos={execucao.executadoCentavos} />
        <Dinheiro rotulo={t('Receitas')} centavos={execucao.receitasCentavos} />
        <Dinheiro rotulo={t('Despesas')} centavos={execucao.despesasCentavos} />
        <Dinheiro rotulo={t('Saldo do projeto')} centavos={execucao.saldoCentavos} />
        {proximaPrestacao !== null && <ProximaPrestacao prestacao={proximaPrestacao} />}
      </div>
      {execucao.rubricas.length > 0 ? <TabelaDasRubricas execucao={execucao} /> : <Aviso intent="info">{t('O projeto ainda não tem rubricas.')}</Aviso>}
      {execucao.semRubricaCentavos > 0 ? (
        <Aviso intent="warning">{t('Despesas do projeto sem rubrica: {valor}.', { valor: formatMoney(reaisDosCentavos(execucao.semRubricaCentavos)) })}</Aviso>
      ) : null}
      {emprestimos.length > 0 ? (
        <>
          <Subtitle2 as="h3" className={estilos.titulo}>{t('Empréstimos')}</Subtitle2>
          <TabelaDosEmprestimos emprestimos={emprestimos} />
        </>
      ) : null}
    </section>
  );
}
