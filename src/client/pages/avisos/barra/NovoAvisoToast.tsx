import type { NovoAviso } from '../../../../shared/api/avisos.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { ToastComAcao } from '../../../components/feedback/ToastComAcao.tsx';

/** "Novo aviso": its title and publisher, and the way to read it (which records the receipt). */
export function NovoAvisoToast({ aviso }: { aviso: NovoAviso }) {
  return (
    <ToastComAcao
      titulo={`Novo aviso de ${aviso.publicadoPor}`}
      corpo={aviso.titulo}
      rotuloFechar="Fechar aviso publicado"
      acao={{ rotulo: 'Ler aviso', caminho: pathFor('avisos', {}, { aviso: String(aviso.id) }) }}
    />
  );
}
