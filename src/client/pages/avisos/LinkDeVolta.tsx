import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { NomeDaRota } from '../../app/routes/familias/index.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';

const useEstilos = makeStyles({
  voltar: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start', color: tokens.colorBrandForeground1 },
});

/** "Voltar para ...": a link to the named route. */
export function LinkDeVolta({ rota, texto }: { rota: NomeDaRota; texto: string }) {
  const estilos = useEstilos();
  const link = useLinkDaRota(pathFor(rota));
  return (
    <a {...link} className={estilos.voltar}>
      <ArrowLeftRegular aria-hidden />
      {texto}
    </a>
  );
}
