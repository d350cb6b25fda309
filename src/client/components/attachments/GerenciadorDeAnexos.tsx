import { useId } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import type { PropsDaEntrada } from '../upload/AreaDeSoltar.tsx';
import { abrirArquivo } from './abrirArquivo.ts';
import { FormularioDeAnexo } from './FormularioDeAnexo.tsx';
import { ListaDeAnexos } from './ListaDeAnexos.tsx';
import type { Anexo, TipoDeDocumento } from './tipos.ts';

const useStyles = makeStyles({
  gerenciador: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const SEM_TIPOS: readonly TipoDeDocumento[] = [];

export interface GerenciadorDeAnexosProps {
  anexos: readonly Anexo[];
  onChange(anexos: Anexo[]): void;
  /** Where a file is posted (multipart 'file'); the reply's content is the file record. */
  rotaUpload: string;
  /** Files open at '<rotaDownload>/<id>', or where '{id}' stands in it. */
  rotaDownload: string;
  /** When offered, each attachment needs one. */
  tiposDeDocumento?: readonly TipoDeDocumento[];
  /** The attachments of the transfer, listed read-only under their own title. */
  anexosDaTransferencia?: readonly Anexo[];
  /** 'Anexos' unless told; null when a form field's label titles it. */
  titulo?: string | null;
  /** Nothing can be added or removed; files still open. */
  desabilitado?: boolean;
  /** The file input's props when a form field labels it. */
  entrada?: PropsDaEntrada;
}

/** The attachments manager: add (typed when types are offered), open and remove attachments. */
export function GerenciadorDeAnexos(props: GerenciadorDeAnexosProps) {
  const t = useT();
  const { anexos, onChange, rotaUpload, rotaDownload, anexosDaTransferencia, titulo = t('Anexos'), desabilitado = false } = props;
  const styles = useStyles();
  const dialogos = useDialogos();
  const idDoTitulo = useId();
  const idDoTituloDaTransferencia = useId();

  async function remover(anexo: Anexo) {
    const confirmado = await dialogos.confirmar({
      mensagem: t('Confirma exclusão do anexo {arquivo}?', { arquivo: anexo.arquivo.fileName }),
      textoConfirmar: t('Confirmar'),
    });
    // The dialog is modal: the list cannot change while it is open.
    if (confirmado) onChange(anexos.filter((outro) => outro !== anexo));
  }

  const abrir = (anexo: Anexo) => void abrirArquivo(rotaDownload, anexo.arquivo.id);

  return (
    <div className={styles.gerenciador}>
      <section className={styles.secao} aria-labelledby={titulo === null ? undefined : idDoTitulo}>
        {titulo !== null && (
          <Subtitle2 as="h3" id={idDoTitulo}>
            {titulo}
          </Subtitle2>
        )}
        <FormularioDeAnexo
          rotaUpload={rotaUpload}
          tiposDeDocumento={props.tiposDeDocumento ?? SEM_TIPOS}
          onAdicionar={(anexo) => onChange([...anexos, anexo])}
          desabilitado={desabilitado}
          entrada={props.entrada}
        />
        <ListaDeAnexos
          anexos={anexos}
          rotulo={titulo ?? t('Anexos')}
          onAbrir={abrir}
          onRemover={desabilitado ? undefined : (anexo) => void remover(anexo)}
        />
      </section>
      {anexosDaTransferencia && (
        <section className={styles.secao} aria-labelledby={idDoTituloDaTransferencia}>
          <Subtitle2 as="h3" id={idDoTituloDaTransferencia}>
            {t('Anexos da transferência')}
          </Subtitle2>
          <ListaDeAnexos anexos={anexosDaTransferencia} rotulo={t('Anexos da transferência')} onAbrir={abrir} />
        </section>
      )}
    </div>
  );
}
