import { mergeClasses } from '@fluentui/react-components';
import type { ExecucaoOrcamentaria, GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatMoney, formatNumber } from '../../../../shared/format/index.ts';
import { executar, type Execucao } from '../../../../shared/orcamento/execucao.ts';
import type { LinhaExecutada } from '../../../../shared/orcamento/consolidacao.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useEstilosDaGrade } from './estilos.ts';
import { mesesCurtos } from './meses.ts';

// Planned vs realised (by competence): each line's months and year, then the total, every cell
// with what was realised, the plan, the difference and the percentage; an expense line past its
// plan is red (a revenue above its plan is good news, and stays as it is).

const dinheiro = (centavos: number): string => formatMoney(reaisDosCentavos(centavos));

function Celula({ execucao, despesa }: { execucao: Execucao; despesa: boolean }) {
  const estilos = useEstilosDaGrade();
  const t = useT();
  const acima = despesa && execucao.diferencaCentavos > 0;
  const sinal = execucao.diferencaCentavos > 0 ? '+' : '';
  const percentual = execucao.percentual === null ? '—' : `${formatNumber(execucao.percentual, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
  return (
    <>
      <span className={acima ? estilos.acima : undefined}>{dinheiro(execucao.realizadoCentavos)}</span>
      <span className={estilos.detalhe}>{t('prev. {valor}', { valor: dinheiro(execucao.planejadoCentavos) })}</span>
      <span className={`${estilos.detalhe} ${acima ? estilos.acima : ''}`}>{`${sinal}${dinheiro(execucao.diferencaCentavos)} · ${percentual}`}</span>
    </>
  );
}

/** The lines' months and year added up, compared again. */
function somadas(linhas: readonly LinhaExecutada[]): { meses: Execucao[]; ano: Execucao } {
  const somar = (de: (l: LinhaExecutada) => Execucao) =>
    executar(linhas.reduce((s, l) => s + de(l).planejadoCentavos, 0), linhas.reduce((s, l) => s + de(l).realizadoCentavos, 0));
  return { meses: Array.from({ length: 12 }, (_, i) => somar((l) => l.meses[i]!)), ano: somar((l) => l.ano) };
}

export function TabelaDaExecucao({ execucao, grade }: { execucao: ExecucaoOrcamentaria; grade: Pick<GradeDoOrcamento, 'categorias'> }) {
  const estilos = useEstilosDaGrade();
  const t = useT();
  const meses = mesesCurtos(t);
  const despesa = (categoriaId: number) => grade.categorias.find((c) => c.id === categoriaId)?.natureza === 'DESPESA';
  return (
    <div className={estilos.moldura}>
      <table className={estilos.tabela} aria-label={t('Previsto x realizado de {ano}', { ano: String(execucao.ano) })}>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(estilos.cabeca, estilos.primeira)}>{t('Categoria / centro de custo')}</th>
            {meses.map((mes) => <th key={mes} scope="col" className={estilos.cabeca}>{mes}</th>)}
            <th scope="col" className={estilos.cabeca}>{t('Total')}</th>
          </tr>
        </thead>
        <tbody>
          {execucao.linhas.map((linha) => (
            <tr key={`${linha.categoriaId}:${linha.centroDeCustoId}`}>
              <th scope="row" className={estilos.primeira}>
                <span className={estilos.nomeDaLinha}>
                  <span>{execucao.nomes.categorias[linha.categoriaId]}</span>
                  <span className={estilos.centro}>{execucao.nomes.centrosDeCusto[linha.centroDeCustoId]}</span>
                </span>
              </th>
              {linha.meses.map((mes, i) => <td key={i} className={estilos.valor}><Celula execucao={mes} despesa={despesa(linha.categoriaId)} /></td>)}
              <td className={`${estilos.valor} ${estilos.total}`}><Celula execucao={linha.ano} despesa={despesa(linha.categoriaId)} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {([[t('Total de receitas'), false], [t('Total de despesas'), true]] as const).map(([rotulo, ehDespesa]) => {
            const total = somadas(execucao.linhas.filter((l) => despesa(l.categoriaId) === ehDespesa));
            return (
              <tr key={rotulo} className={estilos.rodape}>
                <th scope="row" className={`${estilos.primeira} ${estilos.rodape}`}>{rotulo}</th>
                {total.meses.map((mes, i) => <td key={i} className={`${estilos.valor} ${estilos.total}`}><Celula execucao={mes} despesa={ehDespesa} /></td>)}
                <td className={`${estilos.valor} ${estilos.total}`}><Celula execucao={total.ano} despesa={ehDespesa} /></td>
              </tr>
            );
          })}
        </tfoot>
      </table>
    </div>
  );
}
