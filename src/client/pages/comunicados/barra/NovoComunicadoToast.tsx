import type { NovoComunicado } from '../../../../shared/comunicados/comunicado.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { ToastComAcao } from '../../../components/feedback/ToastComAcao.tsx';
import { useT } from '../../../i18n/traducao.ts';

/** "Novo comunicado": its title, and the way to read it. */
export function NovoComunicadoToast({ comunicado }: { comunicado: NovoComunicado }) {
  const t = useT();
  return (
    <ToastComAcao
      titulo={comunicado.exigeConfirmacao ? t('Novo comunicado (confirme a leitura)') : t('Novo comunicado')}
      corpo={comunicado.titulo}
      rotuloFechar={t('Fechar comunicado')}
      acao={{ rotulo: t('Ler comunicado'), caminho: pathFor('comunicados.leitura', { id: comunicado.id }) }}
    />
  );
}
