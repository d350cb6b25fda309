import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatMoney } from '../../../../shared/format/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { CelulaDeValor } from './CelulaDeValor.tsx';
import { chaveDe, somaDe, type LinhaEditavel } from './estado.ts';
import { useEstilosDaGrade } from './estilos.ts';
import { mesesCurtos } from './meses.ts';
import { NomeDaLinha, nomeDaCategoria, nomeDoCentro } from './NomeDaLinha.tsx';

// The budget grid: a line per category × cost centre, its twelve months editable (or read only
// in a closed year), its total, and its menu (spread a yearly value, copy, remove); the footer
// totals the revenue and expense lines month by month.

interface GradeEditavelProps {
  grade: GradeDoOrcamento;
  linhas: readonly LinhaEditavel[];
  editavel: boolean;
  onMes(linha: LinhaEditavel, mes: number, centavos: number): void;
  onDistribuir(linha: LinhaEditavel): void;
  onCopiar(linha: LinhaEditavel): void;
  onRemover(linha: LinhaEditavel): void;
}

const dinheiro = (centavos: number): string => formatMoney(reaisDosCentavos(centavos));

export function GradeEditavel({ grade, linhas, editavel, onMes, onDistribuir, onCopiar, onRemover }: GradeEditavelProps) {
  const estilos = useEstilosDaGrade();
  const t = useT();
  const meses = mesesCurtos(t);
  const natureza = (l: LinhaEditavel) => grade.categorias.find((c) => c.id === l.categoriaId)?.natureza;
  const totais = (['RECEITA', 'DESPESA'] as const).map((n) => {
    const daNatureza = linhas.filter((l) => natureza(l) === n);
    return { rotulo: n === 'RECEITA' ? t('Total de receitas') : t('Total de despesas'), meses: meses.map((_, i) => somaDe(daNatureza.map((l) => l.meses[i] ?? 0))) };
  });
  return (
    <div className={estilos.moldura}>
      <table className={estilos.tabela} aria-label={t('Orçamento de {ano}', { ano: String(grade.ano) })}>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(estilos.cabeca, estilos.primeira)}>{t('Categoria / centro de custo')}</th>
            {meses.map((mes) => <th key={mes} scope="col" className={estilos.cabeca}>{mes}</th>)}
            <th scope="col" className={estilos.cabeca}>{t('Total')}</th>
            {editavel && <th scope="col" className={estilos.cabeca}>{t('Ações')}</th>}
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha, indice) => {
            const nome = `${nomeDaCategoria(grade, linha.categoriaId)} / ${nomeDoCentro(grade, linha.centroCustoId)}`;
            return (
              <tr key={chaveDe(linha)}>
                <th scope="row" className={estilos.primeira}><NomeDaLinha linha={linha} grade={grade} /></th>
                {linha.meses.map((centavos, mes) => (
                  <td key={mes} className={estilos.valor}>
                    {editavel ? (
                      <CelulaDeValor centavos={centavos} rotulo={`${nome} — ${meses[mes] ?? ''}`} linha={indice} mes={mes} onChange={(valor) => onMes(linha, mes, valor)} />
                    ) : (
                      dinheiro(centavos)
                    )}
                  </td>
                ))}
                <td className={`${estilos.valor} ${estilos.total}`}>{dinheiro(somaDe(linha.meses))}</td>
                {editavel && (
                  <td className={estilos.valor}>
                    <Menu>
                      <MenuTrigger disableButtonEnhancement>
                        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('Ações da linha {linha}', { linha: nome })} />
                      </MenuTrigger>
                      <MenuPopover>
                        <MenuList>
                          <MenuItem onClick={() => onDistribuir(linha)}>{t('Distribuir valor anual')}</MenuItem>
                          <MenuItem onClick={() => onCopiar(linha)}>{t('Copiar linha')}</MenuItem>
                          <MenuItem onClick={() => onRemover(linha)}>{t('Remover linha')}</MenuItem>
                        </MenuList>
                      </MenuPopover>
                    </Menu>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {totais.map((total) => (
            <tr key={total.rotulo} className={estilos.rodape}>
              <th scope="row" className={`${estilos.primeira} ${estilos.rodape}`}>{total.rotulo}</th>
              {total.meses.map((centavos, mes) => <td key={mes} className={`${estilos.valor} ${estilos.total}`}>{dinheiro(centavos)}</td>)}
              <td className={`${estilos.valor} ${estilos.total}`}>{dinheiro(somaDe(total.meses))}</td>
              {editavel && <td className={estilos.valor} />}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
