import type { NovoAviso } from '../../../../shared/api/avisos.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { ToastComAcao } from '../../../components/feedback/ToastComAcao.tsx';
import { useT } from '../../../i18n/traducao.ts';

/** "Novo aviso": its title and publisher, and the way to read it (which records the receipt). */
export function NovoAvisoToast({ aviso }: { aviso: NovoAviso }) {
  const t = useT();
  return (
    <ToastComAcao
      titulo={t('Novo aviso de {nome}', { nome: aviso.publicadoPor })}
      corpo={aviso.titulo}
      rotuloFechar={t('Fechar aviso publicado')}
      acao={{ rotulo: t('Ler aviso'), caminho: pathFor('avisos', {}, { aviso: String(aviso.id) }) }}
    />
  );
}
