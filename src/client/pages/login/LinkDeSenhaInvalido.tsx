import { makeStyles, tokens } from '@fluentui/react-components';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { useT } from '../../i18n/traducao.ts';

const useStyles = makeStyles({
  orientacao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The links as wide as their text; the notice above takes the card's width and wraps.
  links: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** /novasenha opened without its token, or with one the server refused: what to do instead of a dead form. */
export function LinkDeSenhaInvalido() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.orientacao}>
      <Aviso intent="warning">
        {t('Este link para criar a senha está incompleto, expirou ou já foi usado. Peça um novo link e abra-o pelo e-mail que você receber.')}
      </Aviso>
      <div className={styles.links}>
        <LinkDaRota path={pathFor('recuperarsenha')}>{t('Pedir um novo link')}</LinkDaRota>
        <LinkDaRota path={pathFor('login')}>{t('Voltar para o login')}</LinkDaRota>
      </div>
    </div>
  );
}
