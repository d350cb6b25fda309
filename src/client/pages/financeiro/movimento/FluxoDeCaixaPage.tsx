import { useState } from 'react';
import { Field, Radio, RadioGroup, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { MAIOR_PERIODO_DIARIO_EM_DIAS, type FluxoDeCaixaDaUnidade } from '../../../../shared/api/movimento.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { valorDoPeriodo, type ValorPeriodo } from '../../../../shared/periodo/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import { URL_CONTAS, urlDoFluxo } from './api.ts';
import { CampoDeReferencia, CampoDoPeriodo } from './campos.tsx';
import { nomeDaFaixa } from './faixas.ts';
import { GraficoDoFluxo } from './GraficoDoFluxo.tsx';
import { diasDoPeriodo } from './periodo.ts';
import { Quantia } from './Quantia.tsx';
import { TabelaDoFluxo } from './TabelaDoFluxo.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filtros: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' },
  saldos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  nota: { color: tokens.colorNeutralForeground3 },
});


/**
 * The cash flow of one account or of all the unit's: realised (payments and transfers by their
 * date) and projected (open installments by their real due date) by day, week or month, as a
 * chart and a table with the projected balance. A page of its own: a chart is no list.
 */
export function FluxoDeCaixaPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [conta, setConta] = useState<Registro | null>(null);
  const [agrupamento, setAgrupamento] = useState<Agrupamento>('MES');
  const [periodo, setPeriodo] = useState<ValorPeriodo>(() => valorDoPeriodo('ANUAL', new Date()));
  const dias = diasDoPeriodo(periodo, new Date(), agrupamento === 'DIA' ? MAIOR_PERIODO_DIARIO_EM_DIAS : undefined);
  const { data, error } = useApi<FluxoDeCaixaDaUnidade>(urlDoFluxo(conta, dias, agrupamento));
  const rotulo = data === undefined ? '' : data.conta === null ? t('Todas as contas da unidade') : data.conta.descricao;

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Fluxo de caixa')}</Title2>
      <div className={estilos.filtros} role="search" aria-label={t('Filtros do fluxo de caixa')}>
        <CampoDeReferencia id="fluxo-conta" rotulo={t('Conta (vazio: todas)')} url={URL_CONTAS} valor={conta} onChange={setConta} />
        <CampoDoPeriodo id="fluxo-periodo" rotulo={t('Período')} valor={periodo} onChange={(novo) => setPeriodo(novo ?? valorDoPeriodo('ANUAL', new Date()))} />
        <Field label={t('Agrupar por')}>
          <RadioGroup layout="horizontal" value={agrupamento} onChange={(_e, d) => setAgrupamento(d.value as Agrupamento)}>
            <Radio value="DIA" label={t('Dia')} />
            <Radio value="SEMANA" label={t('Semana')} />
            <Radio value="MES" label={t('Mês')} />
          </RadioGroup>
        </Field>
      </div>
      {dias.limitado && <Text className={estilos.nota}>{t('Mostrando de {inicio} a {fim}.', { inicio: formatDate(dias.inicio), fim: formatDate(dias.fim) })}</Text>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && (
        <>
          <div className={estilos.saldos}>
            <Text weight="semibold">{rotulo}</Text>
            <Text>
              {t('Saldo inicial')}: <Quantia valor={data.saldoInicial} />
            </Text>
            <Text>
              {t('Saldo final previsto')}: <Quantia valor={data.saldoFinal} />
            </Text>
          </div>
          <GraficoDoFluxo faixas={data.faixas} rotulo={(f) => nomeDaFaixa(f, data.agrupamento)} />
          <TabelaDoFluxo faixas={data.faixas} agrupamento={data.agrupamento} />
        </>
      )}
    </div>
  );
}
