import { Dropdown, Field, Link, makeStyles, Option, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { LinhaDaEstatistica } from '../../../shared/api/cebas.ts';
import type { TipoDeCalculadora } from '../../../shared/cebas/calculadoras.ts';
import { TEXTOS_DAS_CALCULADORAS } from '../../../shared/cebas/textos.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { lerEstatisticas } from './api.ts';
import { GraficoDoCebas } from './GraficoDoCebas.tsx';
import { TabelaDoCebas } from './TabelaDoCebas.tsx';

// A calculator's statistics: per year and unit the latest saved simulation, as a table, and for
// one unit (chosen) the chart of required against granted over the years.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px', minWidth: 0 },
  unidade: { maxWidth: '320px' },
});

export function Estatisticas({ tipo }: { tipo: TipoDeCalculadora }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const calculadora = useLinkDaRota(`/cebas/${tipo}`);
  const [linhas, setLinhas] = useState<LinhaDaEstatistica[] | null>(null);
  const [unidade, setUnidade] = useState<number | null>(null);

  useEffect(() => {
    void lerEstatisticas(tipo).then((e) => setLinhas(e.simulacoes)).catch(ignoreShownError);
  }, [tipo]);

  const unidades = [...new Map((linhas ?? []).map((l) => [l.unidade.id, l.unidade.nome])).entries()].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  const escolhida = unidades.find(([id]) => id === unidade) ?? unidades[0];
  const daUnidade = (linhas ?? []).filter((l) => l.unidade.id === escolhida?.[0]);

  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{t('Estatísticas: {calculadora}', { calculadora: traduzir(TEXTOS_DAS_CALCULADORAS[tipo].titulo) })}</Title2>
      <Link {...calculadora}>{t('Voltar à calculadora')}</Link>
      {linhas !== null && linhas.length === 0 && <Text>{t('Nenhuma simulação salva ainda.')}</Text>}
      {escolhida !== undefined && (
        <>
          <Field label={t('Unidade do gráfico')} className={estilos.unidade}>
            <Dropdown value={escolhida[1]} selectedOptions={[String(escolhida[0])]} onOptionSelect={(_, d) => setUnidade(Number(d.optionValue))}>
              {unidades.map(([id, nome]) => (
                <Option key={id} value={String(id)}>
                  {nome}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <GraficoDoCebas linhas={daUnidade} unidade={escolhida[1]} />
          <Text as="h2" size={400} weight="semibold">
            {t('Simulações por ano e unidade')}
          </Text>
          <TabelaDoCebas linhas={linhas ?? []} comUnidade />
        </>
      )}
    </div>
  );
}
