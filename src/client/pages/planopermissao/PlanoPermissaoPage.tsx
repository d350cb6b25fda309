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
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { agruparPorModulo } from '../../../shared/permissions/agrupar-por-modulo.ts';

const useStyles = makeStyles({
  modulo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowX: 'auto' },
  tag: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** The public list of what each permission tag allows. */
export function PlanoPermissaoPage() {
  const styles = useStyles();
  const t = useT();
  // The catalogue's modules and descriptions are data: keys of the catalogue.
  const traduzir = useTraduzir();
  const { data, error } = useApi<TagDoCatalogo[]>('/api/permissoes/catalogo');
  const modulos = useMemo(() => (data ? agruparPorModulo(data) : []), [data]);

  return (
    <PaginaDeEntrada titulo={t('Plano de permissões')} largo>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {modulos.map(([modulo, tags]) => (
        <section key={modulo} className={styles.modulo} aria-label={traduzir(modulo)}>
          <Subtitle2 as="h2">{traduzir(modulo)}</Subtitle2>
          <Table size="small" aria-label={t('Permissões de {modulo}', { modulo: traduzir(modulo) })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('Permissão')}</TableHeaderCell>
                <TableHeaderCell>{t('Descrição')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tags.map((tag) => (
                <TableRow key={tag.tag}>
                  <TableCell className={styles.tag}>{tag.tag}</TableCell>
                  <TableCell>{traduzir(tag.descricao)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ))}
    </PaginaDeEntrada>
  );
}
