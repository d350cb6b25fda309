import { Body1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { KeyResetRegular, SignOutRegular } from '@fluentui/react-icons';
import { urlEncerrarSessoes, urlRedefinirSenha } from '../../../../shared/api/configuracoes.ts';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';

// The account's actions of the user form: send the password link (the recovery e-mail) and
// end every session. The server checks the tag and the editor's reach again.

const TAG_EDITAR = 'configuracoes.usuario.editar';

const useEstilos = makeStyles({
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  acao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flex: '1 1 280px', alignItems: 'flex-start' },
  texto: { color: tokens.colorNeutralForeground2 },
});

interface Acao {
  rotulo: string;
  explicacao: string;
  confirmacao: { titulo: string; mensagem: string; textoConfirmar: string };
  url: (id: string) => string;
  icone: typeof KeyResetRegular;
}

const acoesDaConta = (t: ReturnType<typeof useT>): readonly Acao[] => [
  {
    rotulo: t('Redefinir senha'),
    explicacao: t('O usuário recebe por e-mail um link para criar uma nova senha. A senha atual vale até lá.'),
    confirmacao: {
      titulo: t('Redefinir senha'),
      mensagem: t('Deseja realmente enviar ao usuário o e-mail de redefinição de senha?'),
      textoConfirmar: t('Enviar e-mail'),
    },
    url: urlRedefinirSenha,
    icone: KeyResetRegular,
  },
  {
    rotulo: t('Encerrar sessões'),
    explicacao: t('Encerra o acesso do usuário em todos os dispositivos; ele precisará entrar de novo.'),
    confirmacao: {
      titulo: t('Encerrar sessões'),
      mensagem: t('Deseja realmente encerrar todas as sessões deste usuário?'),
      textoConfirmar: t('Encerrar sessões'),
    },
    url: urlEncerrarSessoes,
    icone: SignOutRegular,
  },
];

export function AcoesDoUsuario({ usuarioId }: { usuarioId: string }) {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const { confirmar } = useDialogos();
  if (!pode([TAG_EDITAR])) return null;

  async function executar(acao: Acao) {
    if (!(await confirmar(acao.confirmacao))) return;
    // The reply's message (or error) is the HTTP client's toast.
    await post(acao.url(usuarioId)).catch(ignoreShownError);
  }

  return (
    <Card className={estilos.cartao} aria-labelledby="acoes-da-conta">
      <Subtitle1 as="h2" id="acoes-da-conta">
        {t('Acesso da conta')}
      </Subtitle1>
      <div className={estilos.acoes}>
        {acoesDaConta(t).map((acao) => {
          const Icone = acao.icone;
          return (
            <div key={acao.rotulo} className={estilos.acao}>
              <Body1 className={estilos.texto}>{acao.explicacao}</Body1>
              <BotaoComCarregamento icon={<Icone />} onClick={() => executar(acao)}>
                {acao.rotulo}
              </BotaoComCarregamento>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
