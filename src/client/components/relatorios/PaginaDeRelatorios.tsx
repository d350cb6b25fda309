import { useState } from 'react';
import { Button, Card, CardFooter, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/traducao.ts';
import type { CartaoDeRelatorio, DialogoDoCartao } from './tipos.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  cartoes: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  cartao: { height: '100%' },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

interface PaginaDeRelatoriosProps<C extends CartaoDeRelatorio> {
  cartoes: readonly C[];
  /** What a card's Emitir opens. */
  Dialogo: DialogoDoCartao<C>;
}

/** A module's report menu (spec section 4): a card per report with its title, description and Emitir. */
export function PaginaDeRelatorios<C extends CartaoDeRelatorio>({ cartoes, Dialogo }: PaginaDeRelatoriosProps<C>) {
  const estilos = useEstilos();
  const t = useT();
  const [aberto, setAberto] = useState<C | null>(null);
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Relatórios')}</Title2>
      <ul className={estilos.cartoes}>
        {cartoes.map((cartao) => (
          <li key={cartao.id}>
            <Card className={estilos.cartao} aria-labelledby={`relatorio-${cartao.id}`}>
              <CardHeader
                header={
                  <h2 id={`relatorio-${cartao.id}`} className={estilos.titulo}>
                    {cartao.titulo}
                  </h2>
                }
              />
              <Text>{cartao.descricao}</Text>
              <CardFooter>
                <Button appearance="primary" icon={<DocumentArrowDownRegular />} aria-label={t('Emitir {relatorio}', { relatorio: cartao.titulo })} onClick={() => setAberto(cartao)}>
                  {t('Emitir')}
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {aberto && <Dialogo cartao={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
