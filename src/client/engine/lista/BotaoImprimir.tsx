import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { LIMITE_DA_IMPRESSAO, type PedidoDeImpressao } from '../../../shared/api/impressao.ts';
import type { FiltroResolvido, ListaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { post } from '../../api/http.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { DialogoDeEmissao } from '../../components/relatorios/index.ts';
import { useT } from '../../i18n/traducao.ts';
import type { BuscaDaLista } from './busca.ts';
import { urlDaImpressaoDaLista } from './consulta.ts';

interface BotaoImprimirProps {
  recurso: string;
  /** The screen's tags.imprimir; no button without it. */
  tag: string | undefined;
  lista: ListaResolvida;
  filtro: FiltroResolvido | null;
  /** What the list shows now: its search, filter and sort. */
  busca: BuscaDaLista;
}

/** The list's Imprimir, to who holds the screen's tag: asks PDF or XLSX and queues the report of what the list shows. */
export function BotaoImprimir({ recurso, tag, lista, filtro, busca }: BotaoImprimirProps) {
  const t = useT();
  const { pode } = usePermissao();
  const [aberto, setAberto] = useState(false);
  if (tag === undefined || !pode([tag])) return null;
  const limites = { pdf: LIMITE_DA_IMPRESSAO.PDF.toLocaleString('pt-BR'), xlsx: LIMITE_DA_IMPRESSAO.XLSX.toLocaleString('pt-BR') };
  return (
    <>
      <Button icon={<PrintRegular />} onClick={() => setAberto(true)}>
        {t('Imprimir')}
      </Button>
      {aberto && (
        <DialogoDeEmissao
          titulo={t('Imprimir')}
          descricao={t('Os registros da lista, com a pesquisa, os filtros e a ordem aplicados.')}
          comPeriodo={false}
          notaDoFormato={t('O PDF traz até {pdf} registros; a planilha (XLSX), até {xlsx}.', limites)}
          emitir={({ formato }) => {
            const pedido: PedidoDeImpressao = { formato, colunas: lista.colunas.map((c) => c.campo) };
            return post(urlDaImpressaoDaLista(recurso, busca, filtro), pedido);
          }}
          onFechar={() => setAberto(false)}
        />
      )}
    </>
  );
}
