import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { FormularioDoAviso } from './FormularioDoAviso.tsx';
import { LinkDeVolta } from './LinkDeVolta.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export function PublicarAvisoPage() {
  const estilos = useEstilos();
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta rota="avisos" texto="Voltar para Avisos" />
      <Title2 as="h1">Publicar aviso</Title2>
      <FormularioDoAviso />
    </div>
  );
}
