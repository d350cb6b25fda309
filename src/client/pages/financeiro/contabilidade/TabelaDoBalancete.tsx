import { useMemo } from 'react';
import { Link, makeStyles } from '@fluentui/react-components';
import type { BalanceteDaUnidade, LinhaDoBalanceteDaUnidade } from '../../../../shared/api/contabilidade.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { Quantia } from '../movimento/Quantia.tsx';

const useEstilos = makeStyles({ sintetica: { fontWeight: 600 } });

const reais = (centavos: number): number => centavos / 100;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

/** The chart as a tree (indented by level, synthetic accounts in bold) with each account's period; an analytic account opens its razão. */
export function TabelaDoBalancete({ balancete, onRazao }: { balancete: BalanceteDaUnidade; onRazao(linha: LinhaDoBalanceteDaUnidade): void }) {
  const t = useT();
  const estilos = useEstilos();
  const colunas = useMemo((): readonly ColunaDaTabela<LinhaDoBalanceteDaUnidade>[] => {
    const quantia = (id: string, titulo: string, campo: keyof Pick<LinhaDoBalanceteDaUnidade, 'saldoAnteriorCentavos' | 'debitosCentavos' | 'creditosCentavos' | 'saldoFinalCentavos'>) => ({
      id, titulo, largura: 130, ordenavel: false, valor: (l: LinhaDoBalanceteDaUnidade) => formatMoney(reais(l[campo])), celula: (l: LinhaDoBalanceteDaUnidade) => <Quantia valor={reais(l[campo])} />,
    });
    return [
      { id: 'codigo', titulo: t('Código'), valor: (l) => l.codigo, largura: 100, ordenavel: false },
      {
        id: 'descricao', titulo: t('Conta'), largura: 280, ordenavel: false, valor: (l) => l.descricao,
        celula: (l) => (
          <span style={{ paddingInlineStart: `${(l.nivel - 1) * 12}px` }} className={l.tipo === 'SINTETICA' ? estilos.sintetica : undefined}>
            {l.tipo === 'ANALITICA' ? (
              <Link as="button" onClick={() => onRazao(l)} aria-label={t('Razão de {conta}', { conta: `${l.codigo} ${l.descricao}` })}>
                {l.descricao}
              </Link>
            ) : (
              l.descricao
            )}
          </span>
        ),
      },
      quantia('anterior', t('Saldo anterior'), 'saldoAnteriorCentavos'),
      quantia('debitos', t('Débitos'), 'debitosCentavos'),
      quantia('creditos', t('Créditos'), 'creditosCentavos'),
      quantia('final', t('Saldo final'), 'saldoFinalCentavos'),
    ];
  }, [t, estilos.sintetica, onRazao]);
  const rodape = { codigo: t('Total'), debitos: formatMoney(reais(balancete.totalDebitosCentavos)), creditos: formatMoney(reais(balancete.totalCreditosCentavos)) };
  return <TabelaDeDados<LinhaDoBalanceteDaUnidade> rotulo={t('Balancete')} colunas={colunas} linhas={balancete.linhas} idDaLinha={(l) => l.id} modo={SEM_MAIS} rodape={rodape} />;
}
