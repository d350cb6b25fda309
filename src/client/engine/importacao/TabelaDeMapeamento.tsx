import { Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { ColunaDaImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { useT } from '../../i18n/traducao.ts';
import type { CamposDasColunas } from './mapeamento.ts';

const NAO_IMPORTAR = '';

const useEstilos = makeStyles({
  tabela: { maxWidth: '760px' },
  coluna: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS, minWidth: 0 },
  nome: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  exemplo: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  campo: { width: '100%', minWidth: '150px' },
  celulaDoCampo: { width: '50%' },
});

interface TabelaDeMapeamentoProps {
  /** The file's header. */
  cabecalhos: readonly string[];
  /** The file's first row, an example of each column. */
  exemplo: readonly string[];
  /** The import's columns, titled in the language in force. */
  colunas: readonly ColunaDaImportacaoResolvida[];
  campos: CamposDasColunas;
  onMudar(coluna: number, campo: string | null): void;
  desabilitado?: boolean;
}

/**
 * Each column of the file (with its first value as an example) and the import's column it fills,
 * or none; two columns, so it fits a phone. The import's columns are named as the form names them.
 */
export function TabelaDeMapeamento({ cabecalhos, exemplo, colunas, campos, onMudar, desabilitado = false }: TabelaDeMapeamentoProps) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <Table aria-label={t('Colunas do arquivo')} className={estilos.tabela} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('Coluna do arquivo (exemplo)')}</TableHeaderCell>
          <TableHeaderCell className={estilos.celulaDoCampo}>{t('Campo')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cabecalhos.map((cabecalho, i) => (
          <TableRow key={i}>
            <TableCell>
              <div className={estilos.coluna}>
                <span className={estilos.nome}>{cabecalho}</span>
                {exemplo[i] ? <span className={estilos.exemplo}>{exemplo[i]}</span> : null}
              </div>
            </TableCell>
            <TableCell className={estilos.celulaDoCampo}>
              <Select
                className={estilos.campo}
                aria-label={t('Campo da coluna {coluna}', { coluna: cabecalho })}
                value={campos[i] ?? NAO_IMPORTAR}
                disabled={desabilitado}
                onChange={(_, data) => onMudar(i, colunas.find((c) => c.nome === data.value)?.nome ?? null)}
              >
                <option value={NAO_IMPORTAR}>{t('Não importar')}</option>
                {colunas.map((coluna) => (
                  <option key={coluna.nome} value={coluna.nome}>
                    {coluna.titulo}
                  </option>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
