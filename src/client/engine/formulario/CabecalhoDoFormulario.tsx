import { Body1, Link, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  cabecalho: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, '& > p': { margin: 0 } },
  titulo: { margin: 0, overflowWrap: 'anywhere' },
  voltar: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' },
});

export interface ListaDeVolta {
  /** The list's path with the search it was left with. */
  path: string;
  /** The list's title. */
  titulo: string;
}

interface CabecalhoDoFormularioProps {
  titulo: string;
  /** Novo cadastro, Edição do cadastro or Consulta do cadastro. */
  situacao: string;
  /** Null for a form that is the screen itself. */
  lista: ListaDeVolta | null;
}

/** The way back to the list, the heading that names the record, and what the user is doing to it. */
export function CabecalhoDoFormulario({ titulo, situacao, lista }: CabecalhoDoFormularioProps) {
  const estilos = useEstilos();
  return (
    <div className={estilos.cabecalho}>
      {lista !== null && <LinkDeVolta lista={lista} />}
      <Title2 as="h1" className={estilos.titulo}>
        {titulo}
      </Title2>
      <Body1 as="p">{situacao}</Body1>
    </div>
  );
}

function LinkDeVolta({ lista }: { lista: ListaDeVolta }) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <Link {...useLinkDaRota(lista.path)} className={estilos.voltar}>
      <ArrowLeftRegular aria-hidden />
      {t('Voltar para {lista}', { lista: lista.titulo })}
    </Link>
  );
}
