import { useCallback } from 'react';
import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BalanceteDaUnidade, LinhaDoBalanceteDaUnidade, RazaoDaUnidade } from '../../../../shared/api/contabilidade.ts';
import { LIMITE_DO_RAZAO } from '../../../../shared/api/contabilidade.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { CampoDeReferencia, CampoDoPeriodo } from '../movimento/campos.tsx';
import { useFiltrosNaUrl } from '../movimento/filtrosNaUrl.ts';
import { diasDoPeriodo } from '../movimento/periodo.ts';
import { Quantia } from '../movimento/Quantia.tsx';
import { URL_CONTAS_CONTABEIS, urlDoBalancete, urlDoRazao } from './api.ts';
import { TabelaDoBalancete } from './TabelaDoBalancete.tsx';
import { TabelaDoRazao } from './TabelaDoRazao.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filtros: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' },
  saldos: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXL },
});

const CONTA = ['conta'] as const;

const reais = (centavos: number): number => centavos / 100;

function Razao({ razao, onFechar }: { razao: RazaoDaUnidade; onFechar(): void }) {
  const t = useT();
  const estilos = useEstilos();
  return (
    <section aria-label={t('Razão')} className={estilos.pagina}>
      <div className={estilos.saldos}>
        <Subtitle2 as="h2">{t('Razão de {conta}', { conta: `${razao.conta.codigo} ${razao.conta.descricao}` })}</Subtitle2>
        <Text>{t('Saldo anterior')}: <Quantia valor={reais(razao.saldoAnteriorCentavos)} /></Text>
        <Text>{t('Saldo final')}: <Quantia valor={reais(razao.saldoFinalCentavos)} /></Text>
        <Button onClick={onFechar}>{t('Voltar ao balancete')}</Button>
      </div>
      {razao.truncado && <Aviso intent="warning">{t('O período tem mais de {limite} lançamentos nesta conta: estes são os primeiros; o saldo final é o do período inteiro.', { limite: LIMITE_DO_RAZAO.toLocaleString('pt-BR') })}</Aviso>}
      {razao.linhas.length === 0 ? <Text>{t('Nenhum lançamento no período.')}</Text> : <TabelaDoRazao linhas={razao.linhas} />}
    </section>
  );
}

/**
 * The balancete of a period (the chart as a tree: opening balance, debits, credits, closing balance,
 * synthetic accounts summing those below) and the razão of an account (its entries with the running
 * balance). Hand-written: a tree of balances and a running balance are no list the engine renders.
 * The period and the account live in the URL, so that a link opens an account's razão.
 */
export function ExtratosContabeisPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [{ periodo, registros }, mudar] = useFiltrosNaUrl(CONTA, 'ANUAL');
  const { conta } = registros;
  const dias = diasDoPeriodo(periodo, new Date());
  const balancete = useApi<BalanceteDaUnidade>(conta === null ? urlDoBalancete(dias) : null);
  const razao = useApi<RazaoDaUnidade>(conta === null ? null : urlDoRazao(conta.id, dias));
  const abrirRazao = useCallback((l: LinhaDoBalanceteDaUnidade) => mudar({ registros: { conta: { id: l.id, descricao: l.descricao } } }), [mudar]);
  const erro = balancete.error ?? razao.error;

  return (
    <div className={estilos.pagina}>
      <div className={estilos.filtros} role="search" aria-label={t('Filtros do balancete e do razão')}>
        <CampoDoPeriodo id="contabilidade-periodo" rotulo={t('Período')} valor={periodo} onChange={(novo) => mudar({ periodo: novo })} />
        <CampoDeReferencia id="contabilidade-conta" rotulo={t('Conta do razão (vazio: balancete)')} url={URL_CONTAS_CONTABEIS} valor={conta} onChange={(novo) => mudar({ registros: { conta: novo } })} />
      </div>
      {erro && <Aviso intent="error">{traduzir(erro.message)}</Aviso>}
      {conta === null && balancete.data && <TabelaDoBalancete balancete={balancete.data} onRazao={abrirRazao} />}
      {conta !== null && razao.data && <Razao razao={razao.data} onFechar={() => mudar({ registros: { conta: null } })} />}
      {!erro && !(conta === null ? balancete.data : razao.data) && <Carregando />}
    </div>
  );
}
