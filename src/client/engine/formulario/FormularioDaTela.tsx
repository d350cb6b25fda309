import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { FieldError } from '../../../shared/api/contract.ts';
import { tagDaGravacao } from '../../../shared/engine/tag-da-gravacao.ts';
import type { Model } from '../../../shared/engine/types.ts';
import type { TelaComFormulario } from './tela.ts';
import { ApiError } from '../../api/ApiError.ts';
import { post } from '../../api/http.ts';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT } from '../../i18n/traducao.ts';
import { ErrosDoFormularioContext, RegistroDoFormularioContext } from '../../widgets/shared/contextoDoFormulario.ts';
import { useRevalidarRecurso } from '../dados/useRevalidarRecurso.ts';
import { voltaDaTela } from '../lista/ultimaBusca.ts';
import { AbasDoFormulario } from './AbasDoFormulario.tsx';
import { AcoesDoFormulario } from './AcoesDoFormulario.tsx';
import { AvisoDeEstorno, estornado } from './AvisoDeEstorno.tsx';
import { CabecalhoDoFormulario } from './CabecalhoDoFormulario.tsx';
import { abaDoCampo, abasVisiveis, secoesMostradas } from './abas.ts';
import { useEstilosDoFormulario } from './estilos.ts';
import { SecaoDaTela, idDoCampo } from './SecaoDaTela.tsx';
import { nomeDoRegistro, tituloDoFormulario } from './titulo.ts';
import { PreviasDoFormulario } from './PreviasDoFormulario.tsx';
import { useFormularioDaTela } from './useFormularioDaTela.ts';
import type { Valores } from './valores.ts';

interface FormularioDaTelaProps {
  tela: TelaComFormulario;
  modelo: Model;
  inicial: Valores;
  novo: boolean;
  /** More actions of the page beside Salvar and Cancelar (the person's LGPD menu). */
  acoes?: ReactNode;
}

export function FormularioDaTela({ tela, modelo, inicial, novo, acoes }: FormularioDaTelaProps) {
  const estilos = useEstilosDoFormulario();
  const t = useT();
  const navigate = useNavigate();
  const { pode } = usePermissao();
  const revalidar = useRevalidarRecurso(tela.recurso);
  // The record as stored, which somenteLeituraSe and the actions read; none for a new one.
  const armazenado = novo ? null : inicial;
  const form = useFormularioDaTela(tela, modelo, inicial, armazenado);
  const { erros, validarCampo } = form;
  const errosDosItens = useMemo(() => ({ erros, validar: validarCampo }), [erros, validarCampo]);
  const registro = useMemo(() => ({ valores: form.valores, alterar: form.alterar }), [form.valores, form.alterar]);
  const [salvando, setSalvando] = useState(false);
  const { formulario } = tela;
  const abas = abasVisiveis(formulario, pode);
  const [abaEscolhida, setAbaEscolhida] = useState(abas[0]?.nome ?? '');
  const aba = abas.find((a) => a.nome === abaEscolhida) ?? abas[0];
  // A new record is saved with criar (where the screen has it), a stored one with editar.
  const tagDoSalvar = tagDaGravacao(tela.tags, novo);
  const editavel = tagDoSalvar !== undefined && pode([tagDoSalvar]) && !estornado(armazenado);
  const prefixo = `campo-${tela.rota.name.replace(/\./g, '-')}`;

  // The list as the user left it (its search, page and filters, or the page embedding it), however the form was opened.
  const lista = tela.lista ? voltaDaTela(tela.rota.name, { path: tela.rota.path, titulo: tela.titulo }) : null;
  const voltar = () => navigate(lista?.path ?? tela.rota.path);
  // Named as stored, not as being typed.
  const titulo = tituloDoFormulario(formulario, tela.titulo, novo ? null : nomeDoRegistro(modelo, inicial));

  function mostrarPrimeiroErro([primeiro]: readonly FieldError[]) {
    if (!primeiro) return;
    const abaDoErro = abaDoCampo(formulario, abas, primeiro.field);
    if (abaDoErro) setAbaEscolhida(abaDoErro.nome);
    // After the tab holding it has rendered.
    setTimeout(() => document.getElementById(idDoCampo(prefixo, primeiro.field))?.focus(), 0);
  }

  async function salvar(event: FormEvent) {
    event.preventDefault();
    if (salvando || !editavel) return;
    const encontrados = form.validarTudo();
    if (encontrados.length > 0) {
      mostrarPrimeiroErro(encontrados);
      return;
    }
    setSalvando(true);
    try {
      await post(tela.recurso, form.atuais.current);
      await revalidar();
      voltar();
    } catch (error) {
      // The reply's message is already a toast (the HTTP client); its field errors go under the fields.
      if (!(error instanceof ApiError)) throw error;
      form.mostrarErros(error.errors);
      mostrarPrimeiroErro(error.errors);
      setSalvando(false);
    }
  }

  return (
    <form className={estilos.formulario} aria-label={tela.titulo} noValidate onSubmit={(e) => void salvar(e)}>
      <CabecalhoDoFormulario
        titulo={titulo}
        situacao={novo ? t('Novo cadastro') : editavel ? t('Edição do cadastro') : t('Consulta do cadastro')}
        lista={lista}
      />
      {armazenado !== null && <AvisoDeEstorno armazenado={armazenado} />}
      {abas.length > 0 && aba && (
        <AbasDoFormulario rotulo={tela.titulo} abas={abas} selecionada={aba.nome} onSelecionar={setAbaEscolhida} />
      )}
      <ErrosDoFormularioContext.Provider value={errosDosItens}>
        <RegistroDoFormularioContext.Provider value={registro}>
          <PreviasDoFormulario secoes={formulario.secoes} armazenado={armazenado} editavel={editavel} />
          {secoesMostradas(formulario, aba).map((secao) => (
            <SecaoDaTela
              key={secao.nome}
              secao={secao}
              prefixo={prefixo}
              valores={form.valores}
              armazenado={armazenado}
              erros={erros}
              somenteLeitura={!editavel}
              onAlterar={form.alterar}
              onSair={validarCampo}
            />
          ))}
        </RegistroDoFormularioContext.Provider>
      </ErrosDoFormularioContext.Provider>
      <ResumoDeErros erros={erros} submetido={form.submetido} />
      <div className={estilos.botoes}>
        {editavel && (
          <Button
            type="submit"
            appearance="primary"
            icon={salvando ? <Spinner size="tiny" /> : <SaveRegular />}
            disabledFocusable={salvando}
            aria-busy={salvando || undefined}
          >
            {t('Salvar')}
          </Button>
        )}
        <Button type="button" onClick={voltar}>
          {editavel ? t('Cancelar') : t('Voltar')}
        </Button>
        {armazenado !== null && <AcoesDoFormulario tela={tela} armazenado={armazenado} />}
        {acoes}
      </div>
    </form>
  );
}
