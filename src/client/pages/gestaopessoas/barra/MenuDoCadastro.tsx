import { useNavigate } from 'react-router-dom';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { emitirRelatorio } from '../dados/api.ts';
import type { ModoDoCadastro } from '../modo.ts';
import { MenuMais } from './MenuMais.tsx';

interface MenuDoCadastroProps {
  modo: ModoDoCadastro;
  corpo: CorpoDoFiltro;
  /** The import route's path; null while that screen does not exist. */
  caminhoDaImportacao: string | null;
}

/** The more menu with what this user may do: print the filtered register, open the import. */
export function MenuDoCadastro({ modo, corpo, caminhoDaImportacao }: MenuDoCadastroProps) {
  const navigate = useNavigate();
  const { pode } = usePermissao();
  const { imprimir, importar } = modo.tags;
  const emitir = () => void emitirRelatorio(corpo).catch(ignoreShownError);
  return (
    <MenuMais
      {...(imprimir !== null && pode([imprimir]) ? { onImprimir: emitir } : {})}
      {...(importar !== null && caminhoDaImportacao !== null && pode([importar]) ? { onImportar: () => navigate(caminhoDaImportacao) } : {})}
    />
  );
}
