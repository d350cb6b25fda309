import { useMemo } from 'react';
import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TagDoCatalogo } from '../../../shared/api/contract.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { agruparPorModulo } from './agruparPorModulo.ts';

const useStyles = makeStyles({
  modulo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowX: 'auto' },
  tag: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** The public list of what each permission tag allows. */
export function PlanoPermissaoPage() {
  const styles = useStyles();
  const { data, error } = useApi<TagDoCatalogo[]>('/api/permissoes/catalogo');
  const modulos = useMemo(() => (data ? agruparPorModulo(data) : []), [data]);

  return (
    <PaginaDeEntrada titulo="Plano de permissões" largo>
      {error && <Aviso intent="error">{error.message}</Aviso>}
      {!data && !error && <Carregando />}
      {modulos.map(([modulo, tags]) => (
        <section key={modulo} className={styles.modulo} aria-label={modulo}>
          <Subtitle2 as="h2">{modulo}</Subtitle2>
          <Table size="small" aria-label={`Permissões de ${modulo}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Permissão</TableHeaderCell>
                <TableHeaderCell>Descrição</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tags.map((t) => (
                <TableRow key={t.tag}>
                  <TableCell className={styles.tag}>{t.tag}</TableCell>
                  <TableCell>{t.descricao}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ))}
    </PaginaDeEntrada>
  );
}
