import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import type { ModoDoCadastro } from '../modo.ts';
import { DialogoDeImpressao } from '../relatorios/index.ts';
import { MenuMais } from './MenuMais.tsx';

interface MenuDoCadastroProps {
  modo: ModoDoCadastro;
  corpo: CorpoDoFiltro;
  /** The import route's path; null while that screen does not exist. */
  caminhoDaImportacao: string | null;
}

/** The more menu with what this user may do: print the filtered register (in the format asked), open the reports or the import. */
export function MenuDoCadastro({ modo, corpo, caminhoDaImportacao }: MenuDoCadastroProps) {
  const navigate = useNavigate();
  const { pode } = usePermissao();
  const [imprimindo, setImprimindo] = useState(false);
  const { imprimir, importar } = modo.tags;
  const podeImprimir = imprimir !== null && pode([imprimir]);
  const caminhoDosRelatorios = podeImprimir ? pathFor('gestaopessoas.relatorios') : null;
  return (
    <>
      <MenuMais
        {...(podeImprimir ? { onImprimir: () => setImprimindo(true) } : {})}
        {...(caminhoDosRelatorios !== null ? { onRelatorios: () => navigate(caminhoDosRelatorios) } : {})}
        {...(importar !== null && caminhoDaImportacao !== null && pode([importar]) ? { onImportar: () => navigate(caminhoDaImportacao) } : {})}
      />
      {imprimindo && <DialogoDeImpressao corpo={corpo} onFechar={() => setImprimindo(false)} />}
    </>
  );
}
