import { DialogoDeEmissao, type DialogoDoCartaoProps, type PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import { emitirRelatorioDoPatrimonio } from './api.ts';
import { PERIODO_INICIAL, type CartaoDoPatrimonio } from './cartoes.ts';

/** A card's Emitir: the period (depreciation and write-offs) and the format, posted as a job. */
export function DialogoDoRelatorioDoPatrimonio({ cartao, onFechar }: DialogoDoCartaoProps<CartaoDoPatrimonio>) {
  const emitir = ({ formato, periodo }: PedidoDoRelatorio) => emitirRelatorioDoPatrimonio(cartao.id, { formato, ...(periodo ?? {}) });
  return (
    <DialogoDeEmissao titulo={cartao.titulo} descricao={cartao.descricao} comPeriodo={cartao.comPeriodo} periodoInicial={PERIODO_INICIAL} emitir={emitir} onFechar={onFechar} />
  );
}
