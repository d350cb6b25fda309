import { useRef, useState, type ChangeEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import type { PerfilContent, UsuarioContexto } from '../../../shared/api/contract.ts';
import { CONTEXT_URL, PERFIL_URL } from '../../api/endpoints.ts';
import { del, post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { fotoUsuarioKey } from '../../components/avatar/fotoUsuario.ts';
import { UserAvatar } from '../../components/avatar/UserAvatar.tsx';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { useT } from '../../i18n/traducao.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import { notify } from '../../services/toasts/notices.ts';

const useStyles = makeStyles({
  foto: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  arquivo: { display: 'none' },
});

const IMAGEM = /\.(png|jpe?g|gif)$/i;
const ACEITOS = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif';

export function FotoPerfil({ usuario }: { usuario: UsuarioContexto }) {
  const styles = useStyles();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { confirmar } = useDialogos();
  const seletor = useRef<HTMLInputElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function atualizar(envio: Promise<{ content: PerfilContent }>) {
    setEnviando(true);
    try {
      const { content } = await envio;
      await mutate(PERFIL_URL, content, { revalidate: false });
      await Promise.all([mutate(CONTEXT_URL), mutate(fotoUsuarioKey(usuario.id))]);
    } finally {
      setEnviando(false);
    }
  }

  function escolher(event: ChangeEvent<HTMLInputElement>) {
    const arquivo = event.target.files?.[0];
    event.target.value = '';
    if (!arquivo) return;
    if (!IMAGEM.test(arquivo.name)) {
      setErro(t('Selecione uma imagem PNG, JPG, JPEG ou GIF.'));
      return;
    }
    setErro(null);
    const form = new FormData();
    form.append('file', arquivo);
    notify({ intent: 'info', text: t('Enviando arquivo'), timeout: 2000 });
    atualizar(post<PerfilContent>('/api/perfilusuario/foto', form)).catch(ignoreShownError);
  }

  async function remover() {
    if (!(await confirmar({ mensagem: t('Deseja remover a sua foto?') }))) return;
    await atualizar(del<PerfilContent>('/api/perfilusuario/foto'));
  }

  return (
    <div className={styles.foto}>
      <UserAvatar usuario={usuario} size={96} />
      <input
        ref={seletor}
        className={styles.arquivo}
        type="file"
        accept={ACEITOS}
        aria-label={t('Arquivo da foto')}
        onChange={escolher}
      />
      <Button icon={<ImageAddRegular />} disabledFocusable={enviando} onClick={() => seletor.current?.click()}>
        {t('Escolher foto')}
      </Button>
      {usuario.temFoto && (
        <Button icon={<DeleteRegular />} disabledFocusable={enviando} onClick={() => remover().catch(ignoreShownError)}>
          {t('Remover foto')}
        </Button>
      )}
      {erro && <Aviso intent="error">{erro}</Aviso>}
    </div>
  );
}
