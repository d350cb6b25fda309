import { useId, useState } from 'react';
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useT } from '../../i18n/traducao.ts';
import { BotaoComCarregamento } from '../loading-button/BotaoComCarregamento.tsx';
import { AreaDeSoltar, type PropsDaEntrada } from '../upload/AreaDeSoltar.tsx';
import { DialogoArquivoVazio, temArquivoVazio } from '../upload/DialogoArquivoVazio.tsx';
import { enviarArquivos } from '../upload/enviarArquivos.ts';
import type { Anexo, ArquivoDoAnexo, TipoDeDocumento } from './tipos.ts';

const useStyles = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  erro: { color: tokens.colorPaletteRedForeground1 },
  adicionar: { alignSelf: 'flex-start' },
});

interface Erros {
  tipo?: string;
  arquivo?: string;
}

interface FormularioDeAnexoProps {
  rotaUpload: string;
  tiposDeDocumento: readonly TipoDeDocumento[];
  onAdicionar(anexo: Anexo): void;
  desabilitado: boolean;
  /** The file input's props when a form field labels it. */
  entrada?: PropsDaEntrada;
}

/** Choose a document type (when there are types) and a file, then send it to the caller's route. */
export function FormularioDeAnexo({ rotaUpload, tiposDeDocumento, onAdicionar, desabilitado, entrada }: FormularioDeAnexoProps) {
  const styles = useStyles();
  const t = useT();
  const idDoErro = useId();
  const [tipoId, setTipoId] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [vazio, setVazio] = useState(false);
  const comTipos = tiposDeDocumento.length > 0;

  function selecionar(arquivos: readonly File[]) {
    if (arquivos.length === 0) return;
    if (temArquivoVazio(arquivos)) {
      setVazio(true);
      return;
    }
    setArquivo(arquivos[0] ?? null);
    setErros(({ arquivo: _, ...resto }) => resto);
  }

  async function adicionar() {
    const tipoAnexo = tiposDeDocumento.find((tipo) => String(tipo.id) === tipoId) ?? null;
    const encontrados: Erros = {
      ...(comTipos && !tipoAnexo && { tipo: t('O campo Tipo do Documento é obrigatório.') }),
      ...(!arquivo && { arquivo: t('Nenhum arquivo selecionado.') }),
    };
    setErros(encontrados);
    if (!arquivo || Object.keys(encontrados).length > 0) return;
    try {
      const enviado = await enviarArquivos<ArquivoDoAnexo>(rotaUpload, [arquivo]);
      onAdicionar({ arquivo: enviado, tipoAnexo });
      setArquivo(null);
      setTipoId('');
    } catch (erro) {
      ignoreShownError(erro);
    }
  }

  return (
    <div className={styles.formulario}>
      {comTipos && (
        <Field
          label={t('Tipo do Documento')}
          required
          validationMessage={erros.tipo}
          validationState={erros.tipo ? 'error' : 'none'}
        >
          <Select
            value={tipoId}
            disabled={desabilitado}
            onChange={(_, data) => {
              setTipoId(data.value);
              setErros(({ tipo: _, ...resto }) => resto);
            }}
          >
            <option value="">{t('Selecione')}</option>
            {tiposDeDocumento.map((tipo) => (
              <option key={tipo.id} value={String(tipo.id)}>
                {tipo.descricao}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <AreaDeSoltar
        onSelecionar={selecionar}
        desabilitado={desabilitado}
        entrada={erros.arquivo ? comErro(entrada, idDoErro) : entrada}
      >
        {arquivo && <Text weight="semibold">{arquivo.name}</Text>}
      </AreaDeSoltar>
      {erros.arquivo && (
        <Text id={idDoErro} role="alert" size={200} className={styles.erro}>
          {erros.arquivo}
        </Text>
      )}
      <BotaoComCarregamento className={styles.adicionar} icon={<AddRegular />} disabled={desabilitado} onClick={adicionar}>
        {t('Adicionar')}
      </BotaoComCarregamento>
      {vazio && <DialogoArquivoVazio onFechar={() => setVazio(false)} />}
    </div>
  );
}

function comErro(entrada: PropsDaEntrada | undefined, idDoErro: string): PropsDaEntrada {
  const descrita = [entrada?.['aria-describedby'], idDoErro].filter(Boolean).join(' ');
  return { ...entrada, 'aria-invalid': true, 'aria-describedby': descrita };
}
