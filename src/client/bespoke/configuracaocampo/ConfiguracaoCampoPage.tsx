import { useId, useState } from 'react';
import { Body1, Dropdown, Field, Option, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { FORMULARIOS_CONFIGURAVEIS_URL } from '../../engine/dados/contrato.ts';
import { EdicaoDaSecao } from './EdicaoDaSecao.tsx';
import { rotuloDaSecao, type FormularioConfiguravel } from './tipos.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  escolhas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 240px', minWidth: 0 } },
  orientacao: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
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
  const idDaOrientacao = useId();

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
            // Until a form is chosen, the page says what to do: the picker is described by it.
            aria-describedby={formulario ? undefined : idDaOrientacao}
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
      {formulario && secao ? (
        // A fresh copy to edit whenever another section is chosen or the saved one reloads.
        <EdicaoDaSecao key={`${formulario.formulario}:${secao.nome}:${JSON.stringify(secao)}`} formulario={formulario} secao={secao} />
      ) : (
        <Body1 as="p" id={idDaOrientacao} className={estilos.orientacao}>
          {t('Escolha um formulário para configurar os campos de cada seção.')}
        </Body1>
      )}
    </div>
  );
}
