import { useCallback, type FormEvent } from 'react';
import { Button, Spinner, Subtitle1 } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { EstadosDosAjustes } from '../../../shared/engine/ajustes.ts';
import { campoVisivel } from '../../../shared/engine/visibilidade.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { useT } from '../../i18n/traducao.ts';
import { useEstilosDoFormulario } from '../formulario/estilos.ts';
import { idDoCampo } from '../formulario/SecaoDaTela.tsx';
import type { TelaComFormulario } from '../formulario/tela.ts';
import { AjusteDaTela } from './AjusteDaTela.tsx';
import { useAjustes } from './useAjustes.ts';

interface FormularioDeAjustesProps {
  tela: TelaComFormulario;
  modelo: Model;
  estados: EstadosDosAjustes;
  editavel: boolean;
  onAlterados?(): Promise<unknown>;
}

/** The settings in the descriptor's sections; "Salvar" sends only what changed. */
export function FormularioDeAjustes({ tela, modelo, estados, editavel, onAlterados }: FormularioDeAjustesProps) {
  const estilos = useEstilosDoFormulario();
  const t = useT();
  const form = useAjustes({ recurso: tela.recurso, modelo, estados, onAlterados });
  const prefixo = `campo-${tela.rota.name.replace(/\./g, '-')}`;
  const { restaurar: restaurarAjuste } = form;
  const restaurar = useCallback((campo: string) => restaurarAjuste(campo).catch(ignoreShownError), [restaurarAjuste]);

  async function salvar(event: FormEvent) {
    event.preventDefault();
    if (form.salvando || !editavel) return;
    const [primeiro] = await form.salvar();
    if (primeiro === undefined) return;
    document.getElementById(idDoCampo(prefixo, primeiro.field))?.focus();
  }

  return (
    <form className={estilos.formulario} aria-label={tela.titulo} noValidate onSubmit={(e) => void salvar(e)}>
      {tela.formulario.secoes
        .filter((secao) => secao.visivel)
        .map((secao) => {
          const campos = secao.campos.filter((campo) => campoVisivel(campo, form.rascunho));
          if (campos.length === 0) return null;
          const idDoTitulo = `${prefixo}-secao-${secao.nome}`;
          return (
            <section key={secao.nome} className={estilos.secao} aria-labelledby={secao.titulo ? idDoTitulo : undefined}>
              {secao.titulo && (
                <Subtitle1 as="h2" id={idDoTitulo}>
                  {secao.titulo}
                </Subtitle1>
              )}
              <div className={estilos.grade}>
                {campos.map((campo) => {
                  const estado = estados[campo.campo];
                  return estado === undefined ? null : (
                    <AjusteDaTela
                      key={campo.campo}
                      id={idDoCampo(prefixo, campo.campo)}
                      campo={campo}
                      propriedade={modelo.properties[campo.campo]}
                      estado={estado}
                      valor={form.rascunho[campo.campo]}
                      erro={form.erros[campo.campo] ?? null}
                      editavel={editavel}
                      onAlterar={form.alterar}
                      onSair={form.validarCampo}
                      onRestaurar={restaurar}
                    />
                  );
                })}
              </div>
            </section>
          );
        })}
      <ResumoDeErros erros={form.erros} submetido={form.submetido} />
      {editavel && (
        <div className={estilos.botoes}>
          <Button
            type="submit"
            appearance="primary"
            icon={form.salvando ? <Spinner size="tiny" /> : <SaveRegular />}
            disabled={form.alterados === 0}
            disabledFocusable={form.salvando}
            aria-busy={form.salvando || undefined}
          >
            {t('Salvar')}
          </Button>
        </div>
      )}
    </form>
  );
}
