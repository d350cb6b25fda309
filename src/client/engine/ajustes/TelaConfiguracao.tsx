import type { ReactNode } from 'react';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { EstadosDosAjustes } from '../../../shared/engine/ajustes.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { AutocompleteContext } from '../../widgets/q-autocomplete/index.ts';
import { ModeloDoFormularioContext } from '../../widgets/shared/contextoDoFormulario.ts';
import { ComRegistro } from '../dados/ComRegistro.tsx';
import { useTela } from '../dados/useTela.ts';
import { temFormulario } from '../formulario/tela.ts';
import { FormularioDeAjustes } from './FormularioDeAjustes.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px', minWidth: 0 },
});

export interface TelaConfiguracaoProps {
  /** The screen's route name (its descriptor's rota.name). */
  name: string;
  /** A hand-written panel above the form (a notice of what is in force, say). */
  antes?: ReactNode;
  /** Hand-written panels below the form: flows of the screen that are no settings (a test e-mail, an upload). */
  depois?: ReactNode;
  /** After a save or a restore, so what else reads these settings reads them again. */
  onAlterados?(): Promise<unknown>;
}

/**
 * A settings screen (descriptor configuracao: true): its one record's settings in the form of its
 * descriptor, each with its default, read-only without the editar tag.
 */
export function TelaConfiguracao({ name, antes, depois, onAlterados }: TelaConfiguracaoProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(name);
  const recurso = estado.estado === 'pronta' ? estado.tela.recurso : null;
  const { data: estados, error } = useApi<EstadosDosAjustes>(recurso, { revalidateOnFocus: false });
  const { pode } = usePermissao();
  if (estado.estado === 'carregando') return <Carregando />;
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  const { tela, modelo, fontes } = estado;
  if (!temFormulario(tela)) return <Aviso intent="error">{t('Esta tela não tem formulário.')}</Aviso>;
  const editavel = tela.tags.editar !== undefined && pode([tela.tags.editar]);
  return (
    <PaginaComPermissao tags={[tela.tags.visualizar]}>
      <div className={estilos.pagina}>
        <Title2 as="h1">{tela.titulo}</Title2>
        {antes}
        {error ? (
          <Aviso intent="error">{t('Não foi possível carregar a configuração.')}</Aviso>
        ) : estados ? (
          <ComRegistro>
            <AutocompleteContext.Provider value={fontes}>
              <ModeloDoFormularioContext.Provider value={modelo}>
                <FormularioDeAjustes tela={tela} modelo={modelo} estados={estados} editavel={editavel} onAlterados={onAlterados} />
              </ModeloDoFormularioContext.Provider>
            </AutocompleteContext.Provider>
          </ComRegistro>
        ) : (
          <Carregando />
        )}
        {depois}
      </div>
    </PaginaComPermissao>
  );
}
