import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronUpRegular } from '@fluentui/react-icons';
import type { ConversaDeMensagens } from '../../../../shared/api/mensagens.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { MensagemDaConversa } from './MensagemDaConversa.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  anteriores: { alignSelf: 'center' },
});

interface PaginaDaConversaProps {
  conversa: ConversaDeMensagens | undefined;
  erro: Error | undefined;
  /** The oldest page shown: it offers the older messages when there are more. */
  maisAntiga: boolean;
  onAnteriores(): void;
}

/** A page of a conversation, oldest message first (the server pages newest first). */
export function PaginaDaConversa({ conversa, erro, maisAntiga, onAnteriores }: PaginaDaConversaProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  if (erro) return <Aviso intent="error">{traduzir(erro.message)}</Aviso>;
  if (!conversa) return <Carregando />;
  const mensagens = [...conversa.mensagens].reverse();
  return (
    <>
      {maisAntiga && conversa.hasMore && (
        <Button className={estilos.anteriores} appearance="subtle" icon={<ChevronUpRegular />} onClick={onAnteriores}>
          {t('Mostrar mensagens anteriores')}
        </Button>
      )}
      <ol className={estilos.pagina}>
        {mensagens.map((mensagem) => (
          <li key={mensagem.id}>
            <MensagemDaConversa mensagem={mensagem} />
          </li>
        ))}
      </ol>
    </>
  );
}
