import { pathFor } from '../../app/routes/pathFor.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { NavegacaoEntrePaginas } from '../../components/tabs/NavegacaoEntrePaginas.tsx';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { useT } from '../../i18n/traducao.ts';
import { TAG_EMITIR_RELATORIO, TAG_REGISTRAR } from './tags.ts';

const RAIZ_DAS_CONFIGURACOES = '/registrointervalo/configuracoes';

/** The module's pages: intervals, its configuration screens (from the engine) and reports. */
export function NavegacaoDoModulo() {
  const t = useT();
  const { pode } = usePermissao();
  const { data: telas } = useTelasDoCatalogo();
  return (
    <NavegacaoEntrePaginas
      rotulo={t('Registro de Intervalo')}
      paginas={[
        { path: pathFor('registrointervalo.intervalos'), titulo: t('Intervalos'), permitida: pode([TAG_REGISTRAR]) },
        {
          path: RAIZ_DAS_CONFIGURACOES,
          titulo: t('Configurações'),
          permitida: (telas ?? []).some((tela) => tela.path.startsWith(`${RAIZ_DAS_CONFIGURACOES}/`)),
        },
        { path: pathFor('registrointervalo.relatorios'), titulo: t('Relatórios'), permitida: pode([TAG_EMITIR_RELATORIO]) },
      ]}
    />
  );
}
