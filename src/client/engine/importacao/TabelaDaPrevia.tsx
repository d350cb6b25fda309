import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { LinhaDaPrevia } from '../../../shared/api/importacao.ts';
import type { ColunaDaImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { ModelFormat } from '../../../shared/engine/types.ts';
import { useT } from '../../i18n/traducao.ts';
import { SituacaoNaPrevia } from './SituacaoNaPrevia.tsx';

const useEstilos = makeStyles({
  rolagem: { overflowX: 'auto' },
  // Columns sized by their content: a row's errors matter more than an even grid.
  tabela: { tableLayout: 'auto' },
  linha: { width: '56px' },
  situacao: { minWidth: '220px', maxWidth: '360px' },
  celula: { overflowWrap: 'break-word', minWidth: '96px' },
  inteira: { whiteSpace: 'nowrap' },
});

// Documents, phones, codes and dates read wrongly when broken at their hyphens; so does a short
// parameter (a UF).
const SEM_QUEBRA: ReadonlySet<ModelFormat> = new Set<ModelFormat>(['cpf', 'cnpj', 'cpfOuCnpj', 'rg', 'date', 'date-time', 'hora', 'telefone', 'cep']);
const inteira = (coluna: ColunaDaImportacaoResolvida) => coluna.campo === null || (coluna.formato !== null && SEM_QUEBRA.has(coluna.formato));

interface TabelaDaPreviaProps {
  rotulo: string;
  linhas: readonly LinhaDaPrevia[];
  /** The mapped columns, in the file's column order. */
  colunas: readonly ColunaDaImportacaoResolvida[];
}

/** Rows of the preview: their line, each row's errors or warning, and the mapped values as read. */
export function TabelaDaPrevia({ rotulo, linhas, colunas }: TabelaDaPreviaProps) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <div className={estilos.rolagem} role="region" aria-label={rotulo} tabIndex={0}>
      <Table aria-label={rotulo} size="small" className={estilos.tabela}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={estilos.linha}>{t('Linha')}</TableHeaderCell>
            <TableHeaderCell className={estilos.situacao}>{t('Situação')}</TableHeaderCell>
            {colunas.map((coluna) => (
              <TableHeaderCell key={coluna.nome} className={estilos.celula}>
                {coluna.titulo}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {linhas.map((linha) => (
            <TableRow key={linha.linha}>
              <TableCell className={estilos.linha}>{linha.linha}</TableCell>
              <TableCell className={estilos.situacao}>
                <SituacaoNaPrevia erros={linha.erros} aviso={linha.aviso} />
              </TableCell>
              {colunas.map((coluna) => (
                <TableCell key={coluna.nome} className={mergeClasses(estilos.celula, inteira(coluna) && estilos.inteira)}>
                  {Object.hasOwn(linha.valores, coluna.nome) ? linha.valores[coluna.nome] : ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
