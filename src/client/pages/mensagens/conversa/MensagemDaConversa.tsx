import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MensagemDaConversa as Mensagem } from '../../../../shared/api/mensagens.ts';
import { abrirArquivo, ListaDeAnexos } from '../../../components/attachments/index.ts';
import { t, useT } from '../../../i18n/traducao.ts';
import { rotaDoAnexo } from '../api.ts';
import { dataCompleta, listaDeNomes } from '../formatos.ts';

const useEstilos = makeStyles({
  mensagem: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  propria: { backgroundColor: tokens.colorBrandBackground2, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  cabeca: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  remetente: { fontWeight: tokens.fontWeightSemibold },
  detalhe: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  // The body is text: React writes it as text, never as markup; line breaks are kept.
  corpo: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
});

/** For the sender: whether the recipients have read it. */
export function textoDaLeitura(lidaPor: number, total: number): string {
  if (total === 1) return lidaPor === 1 ? t('Lida') : t('Não lida');
  if (lidaPor === total) return t('Lida por todos');
  return lidaPor === 0 ? t('Não lida') : t('Lida por {lidaPor} de {total}', { lidaPor, total });
}

/** One message of a conversation: who, to whom, when, the body as plain text, its attachments. */
export function MensagemDaConversa({ mensagem }: { mensagem: Mensagem }) {
  const estilos = useEstilos();
  const t = useT();
  const total = mensagem.destinatarios.length;
  return (
    <article className={mergeClasses(estilos.mensagem, mensagem.propria && estilos.propria)} aria-label={t('Mensagem de {nome}', { nome: mensagem.remetente.nome })}>
      <header className={estilos.cabeca}>
        <Text className={estilos.remetente}>{mensagem.propria ? t('{nome} (você)', { nome: mensagem.remetente.nome }) : mensagem.remetente.nome}</Text>
        <Caption1 className={estilos.detalhe}>{dataCompleta(mensagem.enviadaEm)}</Caption1>
      </header>
      <Caption1 className={estilos.detalhe}>{t('Para: {destinatario}', { destinatario: listaDeNomes(mensagem.destinatarios) })}</Caption1>
      <Text as="p" className={estilos.corpo}>
        {mensagem.corpo}
      </Text>
      {mensagem.anexos.length > 0 && (
        <ListaDeAnexos
          anexos={mensagem.anexos.map((a) => ({ arquivo: { id: a.id, fileName: a.fileName } }))}
          rotulo={t('Anexos da mensagem')}
          onAbrir={(anexo) => void abrirArquivo(rotaDoAnexo(mensagem.id), anexo.arquivo.id)}
        />
      )}
      {mensagem.propria && (
        <Caption1 className={estilos.detalhe}>{textoDaLeitura(mensagem.lidaPor, total)}</Caption1>
      )}
    </article>
  );
}
