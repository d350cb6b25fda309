import { DialogoDeEmissao } from '../../../components/relatorios/index.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { emitirRelatorio } from '../dados/api.ts';
import { NOTA_DO_FORMATO } from './textos.ts';

interface DialogoDeImpressaoProps {
  corpo: CorpoDoFiltro;
  onFechar(): void;
}

/** The register's Imprimir: the list as it is filtered, in the format chosen. */
export function DialogoDeImpressao({ corpo, onFechar }: DialogoDeImpressaoProps) {
  return (
    <DialogoDeEmissao
      titulo="Imprimir"
      descricao="As pessoas da lista, com a pesquisa e os filtros aplicados."
      comPeriodo={false}
      notaDoFormato={NOTA_DO_FORMATO}
      emitir={({ formato }) => emitirRelatorio(corpo, formato)}
      onFechar={onFechar}
    />
  );
}
