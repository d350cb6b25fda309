import { useMemo, useState, type FormEvent } from 'react';
import { Body1, Button, Spinner, Title2 } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { TagDoCatalogo } from '../../../../shared/api/contract.ts';
import { URL_GRUPOS_PERMISSAO, type GrupoPermissao, type GrupoPermissaoEnviado } from '../../../../shared/api/configuracoes.ts';
import type { TelaResolvida } from '../../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../../shared/engine/types.ts';
import { TAG_ADMINISTRADOR } from '../../../../shared/permissions/catalogue.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { post } from '../../../api/http.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useEstilosDoFormulario } from '../../../engine/formulario/estilos.ts';
import { SecaoDaTela, idDoCampo } from '../../../engine/formulario/SecaoDaTela.tsx';
import { useFormularioDaTela } from '../../../engine/formulario/useFormularioDaTela.ts';
import type { Valores } from '../../../engine/formulario/valores.ts';
import { useRevalidarRecurso } from '../../../engine/dados/useRevalidarRecurso.ts';
import { ultimaBusca } from '../../../engine/lista/ultimaBusca.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { SeletorDeTags } from './SeletorDeTags.tsx';
import { tagsOrdenadas, type Selecao } from './tags.ts';

// A permission group's form: the descriptor's sections (name, description: the engine's fields,
// rules and field configuration) and, below them, the catalogue's tags to choose from.

interface FormularioDoGrupoProps {
  tela: TelaResolvida;
  modelo: Model;
  inicial: Valores & Partial<Pick<GrupoPermissao, 'id' | 'tags'>>;
  catalogo: readonly TagDoCatalogo[];
}

export function FormularioDoGrupo({ tela, modelo, inicial, catalogo }: FormularioDoGrupoProps) {
  const estilos = useEstilosDoFormulario();
  const t = useT();
  const traduzir = useTraduzir();
  const navigate = useNavigate();
  const { pode } = usePermissao();
  const revalidar = useRevalidarRecurso(tela.recurso);
  const form = useFormularioDaTela(tela, modelo, inicial);
  const [tags, setTags] = useState<Selecao>(() => new Set(inicial.tags ?? []));
  const [erroDasTags, setErroDasTags] = useState<string | undefined>(undefined);
  const [salvando, setSalvando] = useState(false);
  const novo = inicial.id === undefined;
  const editavel = tela.tags.editar !== undefined && pode([tela.tags.editar]);
  const administrador = pode([TAG_ADMINISTRADOR]);
  // The tags themselves are what `pode` checks: a non-administrator grants only those they hold.
  const podeConceder = useMemo(() => (tag: string) => administrador || pode([tag]), [administrador, pode]);
  const prefixo = `campo-${tela.rota.name.replace(/\./g, '-')}`;
  const secoes = tela.formulario?.secoes ?? [];

  const voltar = () => navigate(tela.rota.path + ultimaBusca(tela.rota.name));

  async function salvar(event: FormEvent) {
    event.preventDefault();
    if (salvando || !editavel) return;
    const encontrados = form.validarTudo();
    if (encontrados.length > 0) {
      document.getElementById(idDoCampo(prefixo, encontrados[0]?.field ?? ''))?.focus();
      return;
    }
    const valores = form.atuais.current;
    const corpo: GrupoPermissaoEnviado = {
      ...(novo ? {} : { id: inicial.id }),
      nome: typeof valores['nome'] === 'string' ? valores['nome'] : '',
      descricao: typeof valores['descricao'] === 'string' ? valores['descricao'] : null,
      tags: tagsOrdenadas(tags),
    };
    setSalvando(true);
    setErroDasTags(undefined);
    try {
      await post(URL_GRUPOS_PERMISSAO, corpo);
      await revalidar();
      voltar();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.mostrarErros(error.errors);
      setErroDasTags(error.errors.find((e) => e.field === 'tags' || e.field.startsWith('tags.'))?.message);
      setSalvando(false);
    }
  }

  return (
    <form className={estilos.formulario} aria-label={traduzir(tela.titulo)} noValidate onSubmit={(e) => void salvar(e)}>
      <div className={estilos.cabecalho}>
        <Title2 as="h1">{traduzir(tela.titulo)}</Title2>
        <Body1 as="p">{novo ? t('Novo cadastro') : editavel ? t('Edição do cadastro') : t('Consulta do cadastro')}</Body1>
      </div>
      {secoes.map((secao) => (
        <SecaoDaTela
          key={secao.nome}
          secao={secao}
          prefixo={prefixo}
          valores={form.valores}
          erros={form.erros}
          somenteLeitura={!editavel}
          onAlterar={form.alterar}
          onSair={form.validarCampo}
        />
      ))}
      <SeletorDeTags catalogo={catalogo} selecao={tags} onAlterar={setTags} podeConceder={podeConceder} somenteLeitura={!editavel} erro={erroDasTags} />
      <ResumoDeErros erros={{ ...form.erros, tags: erroDasTags }} submetido={form.submetido} />
      <div className={estilos.botoes}>
        {editavel && (
          <Button type="submit" appearance="primary" icon={salvando ? <Spinner size="tiny" /> : <SaveRegular />} disabledFocusable={salvando} aria-busy={salvando || undefined}>
            {t('Salvar')}
          </Button>
        )}
        <Button type="button" onClick={voltar}>
          {editavel ? t('Cancelar') : t('Voltar')}
        </Button>
      </div>
    </form>
  );
}
