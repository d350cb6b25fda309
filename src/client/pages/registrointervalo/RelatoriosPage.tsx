import { useState } from 'react';
import { Button, Card, CardFooter, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import { DialogoDoRelatorio } from './DialogoDoRelatorio.tsx';
import { NavegacaoDoModulo } from './NavegacaoDoModulo.tsx';
import { RELATORIOS, type CartaoDeRelatorio } from './relatorios.ts';

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

/** The module's reports as cards (spec section 4): each asks for its period and runs in the background. */
export function RelatoriosPage() {
  const estilos = useEstilos();
  const [aberto, setAberto] = useState<CartaoDeRelatorio | null>(null);
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">Relatórios</Title2>
      <NavegacaoDoModulo />
      <ul className={estilos.cartoes}>
        {RELATORIOS.map((cartao) => (
          <li key={cartao.relatorio}>
            <Card className={estilos.cartao} aria-labelledby={`relatorio-${cartao.relatorio}`}>
              <CardHeader
                header={
                  <h2 id={`relatorio-${cartao.relatorio}`} className={estilos.titulo}>
                    {cartao.titulo}
                  </h2>
                }
              />
              <Text>{cartao.descricao}</Text>
              <CardFooter>
                <Button appearance="primary" icon={<DocumentArrowDownRegular />} aria-label={`Emitir ${cartao.titulo}`} onClick={() => setAberto(cartao)}>
                  Emitir
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {aberto && <DialogoDoRelatorio cartao={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
