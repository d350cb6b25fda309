import { useMemo } from 'react';
import { mesclarTela } from '../../../shared/engine/merge.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { FieldConfig, Model } from '../../../shared/engine/types.ts';
import { useApi } from '../../api/useApi.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { FontesDoAutocomplete } from '../../widgets/q-autocomplete/index.ts';
import { CONFIGURACAO_CAMPOS_URL, urlDaTela, type ConfiguracaoDosFormularios, type ConteudoDaTela } from './contrato.ts';
import { fontesDosModelos } from './fontes.ts';
import { traduzirDescritor, traduzirModelo } from './traducaoDaTela.ts';

const SEM_CONFIGURACAO: FieldConfig = {};

export type EstadoDaTela =
  | { estado: 'carregando' }
  | { estado: 'erro'; mensagem: string | null }
  | {
      estado: 'pronta';
      tela: TelaResolvida;
      modelo: Model;
      modelosReferenciados: Readonly<Record<string, Model>>;
      fontes: FontesDoAutocomplete;
    };

/** The institution's field configuration of every form; the configuration screen revalidates this key. */
export function useConfiguracaoDosFormularios() {
  return useApi<ConfiguracaoDosFormularios>(CONFIGURACAO_CAMPOS_URL);
}

/**
 * A screen ready to render: its descriptor and model (GET /api/telas/:name), their texts in the
 * language in force, merged with the field configuration of its form. The merge runs once per
 * inputs (and language), so the columns, the form's fields and their rules keep their identity
 * while the user types.
 */
export function useTela(name: string): EstadoDaTela {
  const { data: conteudo, error: erroDaTela } = useApi<ConteudoDaTela>(urlDaTela(name), { revalidateOnFocus: false });
  const { data: configuracoes, error: erroDaConfiguracao } = useConfiguracaoDosFormularios();
  const traduzir = useTraduzir();
  // Without the configuration (a failed call was already shown) the form shows every field;
  // the server still validates with the configuration it holds.
  const configuracaoPronta = configuracoes !== undefined || erroDaConfiguracao !== undefined;
  const formulario = conteudo?.descritor.rota.name;
  const configuracao = formulario !== undefined && configuracoes && Object.hasOwn(configuracoes, formulario) ? configuracoes[formulario] : undefined;

  const modelo = useMemo(() => (conteudo ? traduzirModelo(conteudo.modelo, traduzir) : null), [conteudo, traduzir]);
  const mescla = useMemo(() => {
    if (!conteudo || !modelo || !configuracaoPronta) return null;
    try {
      return { tela: mesclarTela(traduzirDescritor(conteudo.descritor, traduzir), modelo, configuracao ?? SEM_CONFIGURACAO), mensagem: null };
    } catch (error) {
      return { tela: null, mensagem: error instanceof Error ? error.message : String(error) };
    }
  }, [conteudo, modelo, traduzir, configuracao, configuracaoPronta]);

  const modelosReferenciados = conteudo?.modelosReferenciados;
  const fontes = useMemo(() => fontesDosModelos(modelosReferenciados ?? {}), [modelosReferenciados]);

  if (erroDaTela) return { estado: 'erro', mensagem: erroDaTela.message };
  if (!conteudo || !modelo || !mescla) return { estado: 'carregando' };
  if (!mescla.tela) return { estado: 'erro', mensagem: mescla.mensagem };
  return { estado: 'pronta', tela: mescla.tela, modelo, modelosReferenciados: conteudo.modelosReferenciados, fontes };
}
