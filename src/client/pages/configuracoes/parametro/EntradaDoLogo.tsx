import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { URL_LOGO, type EstadosDosParametros } from '../../../../shared/api/parametros.ts';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  linha: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  logo: {
    maxWidth: 'min(100%, 256px)',
    maxHeight: '64px',
    padding: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  arquivo: { display: 'none' },
});

interface EntradaDoLogoProps {
  logo: number | null;
  podeEditar: boolean;
  onEnviado(estados: EstadosDosParametros): Promise<void>;
}

/** The current logo and, for an editor, the upload of a new one (the server reduces and re-encodes it). */
export function EntradaDoLogo({ logo, podeEditar, onEnviado }: EntradaDoLogoProps) {
  const estilos = useEstilos();
  const t = useT();
  const arquivo = useRef<HTMLInputElement>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(evento: ChangeEvent<HTMLInputElement>) {
    const escolhido = evento.target.files?.[0];
    evento.target.value = '';
    if (!escolhido) return;
    const dados = new FormData();
    dados.append('file', escolhido);
    setEnviando(true);
    try {
      const { content } = await post<EstadosDosParametros>(URL_LOGO, dados);
      await onEnviado(content);
    } catch (falha) {
      ignoreShownError(falha);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <div className={estilos.linha}>
      {logo === null ? <Text>{t('Nenhum logotipo enviado.')}</Text> : <img className={estilos.logo} src={`${URL_LOGO}?v=${logo}`} alt={t('Logotipo atual')} />}
      {podeEditar && (
        <>
          <input ref={arquivo} className={estilos.arquivo} type="file" accept="image/png,image/jpeg,image/gif" aria-label={t('Arquivo do logotipo')} onChange={(e) => void enviar(e)} />
          <Button icon={enviando ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabledFocusable={enviando} onClick={() => arquivo.current?.click()}>
            {t('Enviar imagem')}
          </Button>
        </>
      )}
    </div>
  );
}
