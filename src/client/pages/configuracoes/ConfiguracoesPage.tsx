import { useMemo } from 'react';
import { Body1, Card, Link, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { paginasDaFamilia, type PaginaDaFamilia } from '../../app/routes/paginasDaFamilia.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { descricoesDasPaginas } from './descricoes.ts';

// The configuracoes family's index: one card per page of the family the user may open, those of
// its route file (users, permission groups, field configuration, ...) and the engine's (units,
// sectors, ...), the same pages, in the same order, as the family's navigation.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  cartoes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, listStyle: 'none', margin: 0, padding: 0 },
  cartao: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  titulo: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  descricao: { color: tokens.colorNeutralForeground2 },
});

export function ConfiguracoesPage() {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const { data: telas } = useTelasDoCatalogo();
  const cartoes = useMemo(() => paginasDaFamilia('configuracoes', telas ?? [], pode).filter((pagina) => !pagina.indice), [telas, pode]);

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Configurações')}</Title2>
      <ul className={estilos.cartoes} aria-label={t('Telas de configuração')}>
        {cartoes.map((pagina) => (
          <li key={pagina.path}>
            <CartaoDaPagina pagina={pagina} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CartaoDaPagina({ pagina }: { pagina: PaginaDaFamilia }) {
  const estilos = useEstilos();
  const traduzir = useTraduzir();
  const link = useLinkDaRota(pagina.path);
  const descricao = descricoesDasPaginas()[pagina.path];
  return (
    <Card className={estilos.cartao}>
      <Link {...link} className={estilos.titulo}>
        {traduzir(pagina.rotulo)}
      </Link>
      {descricao && <Body1 className={estilos.descricao}>{descricao}</Body1>}
    </Card>
  );
}
