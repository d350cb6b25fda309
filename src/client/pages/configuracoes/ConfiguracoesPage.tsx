import { Body1, Card, Link, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { FAMILIAS } from '../../app/routes/table.ts';
import type { Rota } from '../../app/routes/types.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { telasDaFamilia, type TelaDaFamilia } from './telasDaFamilia.ts';

// The configuracoes family's root: one card per screen of the family the user may open, those
// of the route table (users, permission groups, field configuration) and the engine's (units,
// sectors, ...), so every screen of the family is reachable from the module menu.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  cartoes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, listStyle: 'none', margin: 0, padding: 0 },
  cartao: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  titulo: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  descricao: { color: tokens.colorNeutralForeground2 },
});

const ROTAS_DA_FAMILIA: readonly Rota[] = FAMILIAS.find((f) => f.nome === 'configuracoes')?.rotas ?? [];

export function ConfiguracoesPage() {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const { data: telas } = useTelasDoCatalogo();
  const cartoes = telasDaFamilia(ROTAS_DA_FAMILIA, telas ?? [], pode);

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Configurações')}</Title2>
      <ul className={estilos.cartoes} aria-label={t('Telas de configuração')}>
        {cartoes.map((tela) => (
          <li key={tela.path}>
            <CartaoDaTela tela={tela} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CartaoDaTela({ tela }: { tela: TelaDaFamilia }) {
  const estilos = useEstilos();
  const traduzir = useTraduzir();
  const link = useLinkDaRota(tela.path);
  return (
    <Card className={estilos.cartao}>
      <Link {...link} className={estilos.titulo}>
        {traduzir(tela.titulo)}
      </Link>
      {tela.descricao && <Body1 className={estilos.descricao}>{tela.descricao}</Body1>}
    </Card>
  );
}
