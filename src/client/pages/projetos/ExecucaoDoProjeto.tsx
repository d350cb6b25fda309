import { Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { urlDaExecucao, type ExecucaoDaPagina } from '../../../shared/api/projetos.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { formatMoney } from '../../../shared/format/index.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { BotaoDoRelatorioDeExecucao } from './BotaoDoRelatorioDeExecucao.tsx';
import { useEstilosDoProjeto } from './estilos.ts';
import { TabelaDasMetas, TabelaDosPrazos } from './MetasEPrazos.tsx';
import { TabelaDasRubricas } from './TabelaDasRubricas.tsx';

// Below the project's form: its financial execution (GET /api/projetos/:id/execucao) — the
// totals (budget, executed, receitas, despesas and the balance), budget vs executed by rubrica,
// its goals and its accountability deadlines, and the financial execution report's button. Read
// again after every save of the form.

function Total({ rotulo, centavos }: { rotulo: string; centavos: number }) {
  const estilos = useEstilosDoProjeto();
  return (
    <div className={estilos.total}>
      <span className={estilos.rotulo}>{rotulo}</span>
      <span className={centavos < 0 ? `${estilos.valor} ${estilos.negativo}` : estilos.valor}>{formatMoney(reaisDosCentavos(centavos))}</span>
    </div>
  );
}

export function ExecucaoDoProjeto({ id }: { id: string }) {
  const estilos = useEstilosDoProjeto();
  const t = useT();
  const traduzir = useTraduzir();
  const { data, error } = useApi<ExecucaoDaPagina>(urlDaExecucao(id));
  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!data) return <Carregando />;
  const { execucao, metas, prestacoes } = data;
  return (
    <section className={estilos.painel} aria-labelledby="execucao-do-projeto">
      <div className={estilos.cabecalho}>
        <Subtitle1 as="h2" id="execucao-do-projeto" className={estilos.titulo}>{t('Execução financeira')}</Subtitle1>
        <BotaoDoRelatorioDeExecucao id={id} />
      </div>
      <div className={estilos.totais}>
        <Total rotulo={t('Orçamento')} centavos={execucao.orcadoCentavos} />
        <Total rotulo={t('Executado')} centavos={execucao.executadoCentavos} />
        <Total rotulo={t('Receitas')} centavos={execucao.receitasCentavos} />
        <Total rotulo={t('Despesas')} centavos={execucao.despesasCentavos} />
        <Total rotulo={t('Saldo do projeto')} centavos={execucao.saldoCentavos} />
      </div>
      {execucao.rubricas.length > 0 ? <TabelaDasRubricas execucao={execucao} /> : <Aviso intent="info">{t('O projeto ainda não tem rubricas.')}</Aviso>}
      {execucao.semRubricaCentavos > 0 ? (
        <Aviso intent="warning">{t('Despesas do projeto sem rubrica: {valor}.', { valor: formatMoney(reaisDosCentavos(execucao.semRubricaCentavos)) })}</Aviso>
      ) : null}
      {metas.length > 0 ? (
        <>
          <Subtitle2 as="h3" className={estilos.titulo}>{t('Metas')}</Subtitle2>
          <TabelaDasMetas metas={metas} />
        </>
      ) : null}
      {prestacoes.length > 0 ? (
        <>
          <Subtitle2 as="h3" className={estilos.titulo}>{t('Prestações de contas')}</Subtitle2>
          <TabelaDosPrazos prestacoes={prestacoes} />
        </>
      ) : null}
    </section>
  );
}
