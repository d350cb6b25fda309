import { pathFor } from '../../../app/routes/pathFor.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { NavegacaoEntrePaginas } from '../../../components/tabs/NavegacaoEntrePaginas.tsx';
import { TAG_IMPRIMIR } from './textos.ts';

/** The register and its reports, one click apart. */
export function NavegacaoDePessoas() {
  const { pode } = usePermissao();
  return (
    <NavegacaoEntrePaginas
      rotulo="Gestão de Pessoas"
      paginas={[
        { path: pathFor('gestaopessoas.lista'), titulo: 'Pessoas', permitida: pode(['gestaopessoas.pessoa.visualizar']) },
        { path: pathFor('gestaopessoas.relatorios'), titulo: 'Relatórios', permitida: pode([TAG_IMPRIMIR]) },
      ]}
    />
  );
}
