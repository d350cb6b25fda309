import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular, PersonDeleteRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { CONFIRMACAO_DA_ANONIMIZACAO, type FormatoDosDadosPessoais } from '../../../../shared/api/lgpd.ts';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { abrirRecurso } from '../../../components/attachments/abrirArquivo.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { useRevalidarRecurso } from '../../../engine/dados/useRevalidarRecurso.ts';
import { RECURSO_DE_PESSOAS } from '../dados/recurso.ts';

export const TAG_LGPD = 'gestaopessoas.pessoa.lgpd';

/**
 * The data subject's rights on this person (LGPD): export everything held, as JSON or PDF, and
 * anonymise one who asks to be forgotten, after a confirmation and the typed word.
 */
export function MenuLgpd({ id }: { id: string }) {
  const t = useT();
  const { pode } = usePermissao();
  const { confirmar, solicitarTexto } = useDialogos();
  const navigate = useNavigate();
  const revalidar = useRevalidarRecurso(RECURSO_DE_PESSOAS);
  if (!pode([TAG_LGPD])) return null;

  const exportar = (formato: FormatoDosDadosPessoais) => void abrirRecurso(`/api/pessoas/${id}/dadospessoais`, { formato });

  const anonimizar = async () => {
    const seguir = await confirmar({
      titulo: t('Anonimizar pessoa'),
      mensagem: t(
        'Todos os dados pessoais deste cadastro serão apagados: nome, documentos, contatos, endereço, foto, anexos e grupos. Os registros financeiros continuam, sem a identificação. Não é possível desfazer. Exporte os dados antes, se a pessoa os pediu.',
      ),
      textoConfirmar: t('Anonimizar'),
    });
    if (!seguir) return;
    const confirmacao = await solicitarTexto({
      titulo: t('Anonimizar pessoa'),
      rotulo: t('Digite {palavra} para confirmar', { palavra: CONFIRMACAO_DA_ANONIMIZACAO }),
    });
    if (confirmacao === null) return;
    try {
      await post(`${RECURSO_DE_PESSOAS}/${id}/anonimizar`, { confirmacao });
      // The lists, cards and the record itself no longer name the person.
      await revalidar();
      navigate(pathFor('gestaopessoas.lista'));
    } catch (erro) {
      ignoreShownError(erro);
    }
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        {/* Inside the form: a button that does not submit it. */}
        <Button type="button" icon={<ShieldKeyholeRegular />}>
          {t('Dados pessoais (LGPD)')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowDownloadRegular />} onClick={() => exportar('pdf')}>
            {t('Exportar dados (PDF)')}
          </MenuItem>
          <MenuItem icon={<ArrowDownloadRegular />} onClick={() => exportar('json')}>
            {t('Exportar dados (JSON)')}
          </MenuItem>
          <MenuItem icon={<PersonDeleteRegular />} onClick={() => void anonimizar()}>
            {t('Anonimizar pessoa')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
