import { pathFor } from '../../../app/routes/pathFor.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { NavegacaoEntrePaginas } from '../../../components/tabs/NavegacaoEntrePaginas.tsx';
import { useT } from '../../../i18n/traducao.ts';
import { TAG_IMPRIMIR } from './textos.ts';

/** The register and its reports, one click apart. */
export function NavegacaoDePessoas() {
  const t = useT();
  const { pode } = usePermissao();
  return (
    <NavegacaoEntrePaginas
      rotulo={t('Gestão de Pessoas')}
      paginas={[
        { path: pathFor('gestaopessoas.lista'), titulo: t('Pessoas'), permitida: pode(['gestaopessoas.pessoa.visualizar']) },
        { path: pathFor('gestaopessoas.relatorios'), titulo: t('Relatórios'), permitida: pode([TAG_IMPRIMIR]) },
      ]}
    />
  );
}
