import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses } from '@fluentui/react-components';
import { CAMPOS_DA_IMPORTACAO, type CampoImportavel, type LinhaDaPrevia } from '../../../../shared/api/importacao.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
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

// Documents, phones, codes and dates read wrongly when broken at their hyphens.
const SEM_QUEBRA: ReadonlySet<CampoImportavel> = new Set<CampoImportavel>([
  'pessoaFisica.cpf',
  'pessoaJuridica.cnpj',
  'pessoaFisica.rg',
  'pessoaFisica.dataNascimento',
  'telefone',
  'telefoneComercial',
  'celular',
  'redeSocial.whatsapp',
  'cep',
  'uf',
  'dataPessoaInstituicaoEntrada',
]);

interface TabelaDaPreviaProps {
  rotulo: string;
  linhas: readonly LinhaDaPrevia[];
  /** The mapped fields, in the file's column order. */
  campos: readonly CampoImportavel[];
}

/** Rows of the preview: their line, each row's errors or warning, and the mapped values as read. */
export function TabelaDaPrevia({ rotulo, linhas, campos }: TabelaDaPreviaProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  return (
    <div className={estilos.rolagem} role="region" aria-label={rotulo} tabIndex={0}>
      <Table aria-label={rotulo} size="small" className={estilos.tabela}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={estilos.linha}>{t('Linha')}</TableHeaderCell>
            <TableHeaderCell className={estilos.situacao}>{t('Situação')}</TableHeaderCell>
            {campos.map((campo) => (
              <TableHeaderCell key={campo} className={estilos.celula}>
                {traduzir(CAMPOS_DA_IMPORTACAO[campo].rotulo)}
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
              {campos.map((campo) => (
                <TableCell key={campo} className={mergeClasses(estilos.celula, SEM_QUEBRA.has(campo) && estilos.inteira)}>
                  {linha.valores[campo] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
