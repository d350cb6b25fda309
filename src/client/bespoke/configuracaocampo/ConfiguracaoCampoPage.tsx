import { useState } from 'react';
import { Button, Checkbox, Dropdown, Field, Option, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import type { FieldConfig } from '../../../shared/engine/types.ts';
import {
  CONFIGURACAO_CAMPOS_URL,
  FORMULARIOS_CONFIGURAVEIS_URL,
  type ConfiguracaoDosFormularios,
} from '../../engine/dados/contrato.ts';
import { TabelaDeCampos } from './TabelaDeCampos.tsx';
import { pedidoDaSecao, rotuloDaSecao, type FormularioConfiguravel, type SecaoConfiguravel } from './tipos.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  escolhas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 240px', minWidth: 0 } },
});

/**
 * Which fields of each generic form are visible and required, per section. Saving one section
 * refreshes the configuration every form reads, so the forms follow it at once. Forms, sections
 * and fields are named by their descriptors' texts, shown in the language in force.
 */
export function ConfiguracaoCampoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { data: formularios, error } = useApi<FormularioConfiguravel[]>(FORMULARIOS_CONFIGURAVEIS_URL, { revalidateOnFocus: false });
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [secaoEscolhida, setSecaoEscolhida] = useState<string | null>(null);

  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!formularios) return <Carregando />;

  const formulario = formularios.find((f) => f.formulario === escolhido) ?? null;
  const secao = formulario?.secoes.find((s) => s.nome === secaoEscolhida) ?? formulario?.secoes[0] ?? null;

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Configuração de campos')}</Title2>
      <div className={estilos.escolhas}>
        <Field label={t('Formulário')}>
          <Dropdown
            placeholder={t('Selecione um formulário')}
            value={formulario ? traduzir(formulario.titulo) : ''}
            selectedOptions={formulario ? [formulario.formulario] : []}
            onOptionSelect={(_, data) => {
              setEscolhido(data.optionValue ?? null);
              setSecaoEscolhida(null);
            }}
          >
            {formularios.map((f) => (
              <Option key={f.formulario} value={f.formulario}>
                {traduzir(f.titulo)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('Seção')}>
          <Dropdown
            disabled={formulario === null}
            placeholder={t('Selecione uma seção')}
            value={secao ? traduzir(rotuloDaSecao(secao)) : ''}
            selectedOptions={secao ? [secao.nome] : []}
            onOptionSelect={(_, data) => setSecaoEscolhida(data.optionValue ?? null)}
          >
            {(formulario?.secoes ?? []).map((s) => (
              <Option key={s.nome} value={s.nome}>
                {traduzir(rotuloDaSecao(s))}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {formulario && secao && (
        // A fresh copy to edit whenever another section is chosen or the saved one reloads.
        <EdicaoDaSecao key={`${formulario.formulario}:${secao.nome}:${JSON.stringify(secao)}`} formulario={formulario} secao={secao} />
      )}
    </div>
  );
}

function EdicaoDaSecao({ formulario, secao }: { formulario: FormularioConfiguravel; secao: SecaoConfiguravel }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [edicao, setEdicao] = useState(secao);
  const [salvando, setSalvando] = useState(false);

  async function salvar() {
    setSalvando(true);
    try {
      const { content } = await post<FieldConfig>(CONFIGURACAO_CAMPOS_URL, pedidoDaSecao(formulario.formulario, edicao));
      // The forms read this key: the reply (the form's whole configuration) goes into the cache
      // at once, and the key is revalidated for the other forms' sake.
      await Promise.all([
        mutate<ConfiguracaoDosFormularios>(
          CONFIGURACAO_CAMPOS_URL,
          (atual) => (atual ? { ...atual, [formulario.formulario]: content } : atual),
          { revalidate: true },
        ),
        mutate(FORMULARIOS_CONFIGURAVEIS_URL),
      ]);
    } catch (error) {
      ignoreShownError(error);
    } finally {
      setSalvando(false);
    }
  }

  return (
    <div className={estilos.pagina}>
      <Checkbox
        label={t('Seção visível')}
        checked={edicao.visivel}
        onChange={(_, data) => setEdicao((atual) => ({ ...atual, visivel: data.checked === true }))}
      />
      <TabelaDeCampos
        rotulo={t('Campos da seção {secao}', { secao: traduzir(rotuloDaSecao(secao)) })}
        campos={edicao.campos}
        desabilitada={!edicao.visivel}
        onMudar={(inputName, mudanca) =>
          setEdicao((atual) => ({
            ...atual,
            campos: atual.campos.map((c) => (c.inputName === inputName ? { ...c, ...mudanca } : c)),
          }))
        }
      />
      <div>
        <Button
          appearance="primary"
          icon={salvando ? <Spinner size="tiny" /> : <SaveRegular />}
          disabledFocusable={salvando}
          onClick={() => void salvar()}
        >
          {t('Salvar')}
        </Button>
      </div>
    </div>
  );
}
