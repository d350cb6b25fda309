import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { cidadeDa, documentoDa, type PessoaDaLista } from './pessoa.ts';

const useStyles = makeStyles({
  rolagem: { overflowX: 'auto' },
  tabela: { minWidth: '560px' },
  codigo: { width: '96px' },
});

export function TabelaPessoas({ pessoas }: { pessoas: readonly PessoaDaLista[] }) {
  const styles = useStyles();
  return (
    // On narrow screens the table scrolls sideways; the region takes focus so the keyboard can scroll it.
    <div className={styles.rolagem} role="region" aria-label="Lista de pessoas" tabIndex={0}>
      <Table className={styles.tabela} aria-label="Pessoas">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.codigo}>Código</TableHeaderCell>
            <TableHeaderCell>Nome</TableHeaderCell>
            <TableHeaderCell>CPF/CNPJ</TableHeaderCell>
            <TableHeaderCell>Cidade</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pessoas.map((pessoa) => (
            <TableRow key={pessoa.id}>
              <TableCell>{pessoa.codigo}</TableCell>
              <TableCell>{pessoa.nome}</TableCell>
              <TableCell>{documentoDa(pessoa)}</TableCell>
              <TableCell>{cidadeDa(pessoa)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
