import { useEffect } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';
import { MENSAGENS } from '../../shared/messages.ts';
import { Aviso } from '../components/feedback/Aviso.tsx';
import { NOME_DO_PRODUTO } from '../components/layout/produto.ts';
import { LinkDaRota } from '../components/navigation/LinkDaRota.tsx';
import { useT, useTraduzir } from '../i18n/traducao.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/** Shown instead of the router's English default when a page throws. */
export function RouteError() {
  const styles = useStyles();
  const error = useRouteError();
  const t = useT();
  const traduzir = useTraduzir();
  useEffect(() => console.error(error), [error]);
  return (
    <main className={styles.pagina}>
      <Title2 as="h1">{NOME_DO_PRODUTO}</Title2>
      <Aviso intent="error">{traduzir(MENSAGENS.erroInterno)}</Aviso>
      <LinkDaRota path="/">{t('Voltar ao início')}</LinkDaRota>
    </main>
  );
}
