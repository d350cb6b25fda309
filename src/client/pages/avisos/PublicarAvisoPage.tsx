import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import { FormularioDoAviso } from './FormularioDoAviso.tsx';
import { LinkDeVolta } from './LinkDeVolta.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export function PublicarAvisoPage() {
  const estilos = useEstilos();
  const t = useT();
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta rota="avisos" texto={t('Voltar para {destino}', { destino: t('Avisos') })} />
      <Title2 as="h1">{t('Publicar aviso')}</Title2>
      <FormularioDoAviso />
    </div>
  );
}
