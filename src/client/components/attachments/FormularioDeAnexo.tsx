import { useId, useRef, useState } from 'react';
import { Field, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useT } from '../../i18n/traducao.ts';
import { AreaDeSoltar, type PropsDaEntrada } from '../upload/AreaDeSoltar.tsx';
import { DialogoArquivoVazio, temArquivoVazio } from '../upload/DialogoArquivoVazio.tsx';
import { enviarArquivos } from '../upload/enviarArquivos.ts';
import type { Anexo, ArquivoDoAnexo, TipoDeDocumento } from './tipos.ts';

const useStyles = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tipo: { maxWidth: '420px' },
  erro: { color: tokens.colorPaletteRedForeground1 },
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

/**
 * Adds one attachment: the document type first (when types are offered, it is required), then
 * the file chosen or dropped is sent to the caller's route and added at once. A file without its
 * type, an empty file or a drop with no file adds nothing and says why.
 */
export function FormularioDeAnexo({ rotaUpload, tiposDeDocumento, onAdicionar, desabilitado, entrada }: FormularioDeAnexoProps) {
  const styles = useStyles();
  const t = useT();
  const idDoErro = useId();
  const tipoRef = useRef<HTMLSelectElement>(null);
  const [tipoId, setTipoId] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [vazio, setVazio] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const comTipos = tiposDeDocumento.length > 0;
  const bloqueado = desabilitado || enviando;

  async function selecionar(arquivos: readonly File[]) {
    const [arquivo] = arquivos;
    const tipoAnexo = tiposDeDocumento.find((tipo) => String(tipo.id) === tipoId) ?? null;
    const encontrados: Erros = {
      ...(comTipos && !tipoAnexo && { tipo: t('O campo Tipo do Documento é obrigatório.') }),
      ...(!arquivo && { arquivo: t('Nenhum arquivo selecionado.') }),
    };
    setErros(encontrados);
    if (encontrados.tipo) tipoRef.current?.focus();
    if (!arquivo || Object.keys(encontrados).length > 0) return;
    if (temArquivoVazio(arquivos)) {
      setVazio(true);
      return;
    }
    setEnviando(true);
    try {
      const enviado = await enviarArquivos<ArquivoDoAnexo>(rotaUpload, [arquivo]);
      onAdicionar(comTipos ? { arquivo: enviado, tipoAnexo } : { arquivo: enviado });
      setTipoId('');
    } catch (erro) {
      ignoreShownError(erro);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <div className={styles.formulario}>
      {comTipos && (
        <Field
          className={styles.tipo}
          label={t('Tipo do Documento')}
          required
          validationMessage={erros.tipo}
          validationState={erros.tipo ? 'error' : 'none'}
        >
          <Select
            ref={tipoRef}
            value={tipoId}
            disabled={bloqueado}
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
      <AreaDeSoltar onSelecionar={(arquivos) => void selecionar(arquivos)} desabilitado={bloqueado} entrada={erros.arquivo ? comErro(entrada, idDoErro) : entrada}>
        {enviando && <Spinner size="tiny" label={t('Enviando arquivo')} />}
      </AreaDeSoltar>
      {erros.arquivo && (
        <Text id={idDoErro} role="alert" size={200} className={styles.erro}>
          {erros.arquivo}
        </Text>
      )}
      {vazio && <DialogoArquivoVazio onFechar={() => setVazio(false)} />}
    </div>
  );
}

function comErro(entrada: PropsDaEntrada | undefined, idDoErro: string): PropsDaEntrada {
  const descrita = [entrada?.['aria-describedby'], idDoErro].filter(Boolean).join(' ');
  return { ...entrada, 'aria-invalid': true, 'aria-describedby': descrita };
}
