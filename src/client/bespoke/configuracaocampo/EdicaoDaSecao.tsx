import { useState } from 'react';
import { Button, Checkbox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import type { FieldConfig } from '../../../shared/engine/types.ts';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { CONFIGURACAO_CAMPOS_URL, FORMULARIOS_CONFIGURAVEIS_URL, type ConfiguracaoDosFormularios } from '../../engine/dados/contrato.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { TabelaDeCampos } from './TabelaDeCampos.tsx';
import { pedidoDaSecao, rotuloDaSecao, type FormularioConfiguravel, type SecaoConfiguravel } from './tipos.ts';

const useEstilos = makeStyles({
  edicao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** One section's flags, edited on a copy and saved together. */
export function EdicaoDaSecao({ formulario, secao }: { formulario: FormularioConfiguravel; secao: SecaoConfiguravel }) {
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
    <div className={estilos.edicao}>
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
