import { DialogoDeEmissao } from '../../../components/relatorios/index.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { useT } from '../../../i18n/traducao.ts';
import { emitirRelatorio } from '../dados/api.ts';
import { notaDoFormato } from './textos.ts';

interface DialogoDeImpressaoProps {
  corpo: CorpoDoFiltro;
  onFechar(): void;
}

/** The register's Imprimir: the list as it is filtered, in the format chosen. */
export function DialogoDeImpressao({ corpo, onFechar }: DialogoDeImpressaoProps) {
  const t = useT();
  return (
    <DialogoDeEmissao
      titulo={t('Imprimir')}
      descricao={t('As pessoas da lista, com a pesquisa e os filtros aplicados.')}
      comPeriodo={false}
      notaDoFormato={notaDoFormato(t)}
      emitir={({ formato }) => emitirRelatorio(corpo, formato)}
      onFechar={onFechar}
    />
  );
}
