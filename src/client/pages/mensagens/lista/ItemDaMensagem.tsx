import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import type { OrigemDaConversa, ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { t, useT } from '../../../i18n/traducao.ts';
import { caminhoDaConversa, caminhoDoRascunho } from '../caminhos.ts';
import { dataCompleta, dataCurta, listaDeNomes } from '../formatos.ts';
import { MenuDaMensagem } from './MenuDaMensagem.tsx';

const useEstilos = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  naoLida: { borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}` },
  link: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  linha: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  quem: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  data: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  assunto: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  trecho: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  forte: { fontWeight: tokens.fontWeightSemibold },
  acoes: { paddingTop: tokens.spacingVerticalXS },
  oculto: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

function quem(mensagem: ResumoDaMensagem): string {
  if (mensagem.pasta === 'caixaentrada') return mensagem.remetente.nome;
  if (mensagem.totalDestinatarios === 0) return t('Sem destinatários');
  return t('Para: {destinatario}', { destinatario: listaDeNomes(mensagem.destinatarios, mensagem.totalDestinatarios) });
}

/** One message of a list: who, when, subject and the body's beginning; unread ones stand out. */
export function ItemDaMensagem({ mensagem, origem }: { mensagem: ResumoDaMensagem; origem: OrigemDaConversa }) {
  const estilos = useEstilos();
  const t = useT();
  const destino = mensagem.pasta === 'rascunhos' ? caminhoDoRascunho(mensagem.id) : caminhoDaConversa(mensagem.conversaId, origem);
  const link = useLinkDaRota(destino);
  const naoLida = !mensagem.lida;
  return (
    <li className={mergeClasses(estilos.item, naoLida && estilos.naoLida)}>
      <a {...link} className={estilos.link}>
        <span className={estilos.linha}>
          <Text className={mergeClasses(estilos.quem, naoLida && estilos.forte)}>{quem(mensagem)}</Text>
          {mensagem.temAnexos && <AttachRegular aria-label={t('Com anexos')} />}
          <Text size={200} className={estilos.data} title={dataCompleta(mensagem.data)}>
            {dataCurta(mensagem.data)}
          </Text>
        </span>
        <Text className={mergeClasses(estilos.assunto, naoLida && estilos.forte)}>
          {naoLida && <span className={estilos.oculto}>{t('Não lida:')} </span>}
          {mensagem.assunto || t('Sem assunto')}
        </Text>
        {mensagem.trecho && (
          <Text size={200} className={estilos.trecho}>
            {mensagem.trecho}
          </Text>
        )}
      </a>
      <span className={estilos.acoes}>
        <MenuDaMensagem mensagem={mensagem} />
      </span>
    </li>
  );
}
