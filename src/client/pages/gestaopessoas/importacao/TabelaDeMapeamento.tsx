import { Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { CAMPOS_DA_IMPORTACAO, CAMPOS_IMPORTAVEIS, type CampoImportavel } from '../../../../shared/api/importacao.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
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
  colunas: readonly string[];
  /** The file's first row, an example of each column. */
  exemplo: readonly string[];
  campos: CamposDasColunas;
  onMudar(coluna: number, campo: CampoImportavel | null): void;
  desabilitado?: boolean;
}

/**
 * Each column of the file (with its first value as an example) and the field it fills, or none; two
 * columns, so it fits a phone. The fields are named as the register's form names them.
 */
export function TabelaDeMapeamento({ colunas, exemplo, campos, onMudar, desabilitado = false }: TabelaDeMapeamentoProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  return (
    <Table aria-label={t('Colunas do arquivo')} className={estilos.tabela} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('Coluna do arquivo (exemplo)')}</TableHeaderCell>
          <TableHeaderCell className={estilos.celulaDoCampo}>{t('Campo')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {colunas.map((coluna, i) => (
          <TableRow key={i}>
            <TableCell>
              <div className={estilos.coluna}>
                <span className={estilos.nome}>{coluna}</span>
                {exemplo[i] ? <span className={estilos.exemplo}>{exemplo[i]}</span> : null}
              </div>
            </TableCell>
            <TableCell className={estilos.celulaDoCampo}>
              <Select
                className={estilos.campo}
                aria-label={t('Campo da coluna {coluna}', { coluna })}
                value={campos[i] ?? NAO_IMPORTAR}
                disabled={desabilitado}
                onChange={(_, data) => onMudar(i, CAMPOS_IMPORTAVEIS.find((c) => c === data.value) ?? null)}
              >
                <option value={NAO_IMPORTAR}>{t('Não importar')}</option>
                {CAMPOS_IMPORTAVEIS.map((campo) => (
                  <option key={campo} value={campo}>
                    {traduzir(CAMPOS_DA_IMPORTACAO[campo].rotulo)}
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
