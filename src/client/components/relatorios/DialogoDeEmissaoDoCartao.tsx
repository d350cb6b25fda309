import { DialogoDeEmissao } from './DialogoDeEmissao.tsx';
import type { CartaoComEmissao, DialogoDoCartaoProps } from './tipos.ts';

/** The dialog of a card that asks for nothing but its period (when it has one) and the format. */
export function DialogoDeEmissaoDoCartao({ cartao, onFechar }: DialogoDoCartaoProps<CartaoComEmissao>) {
  return (
    <DialogoDeEmissao
      titulo={cartao.titulo}
      comPeriodo={cartao.comPeriodo}
      {...(cartao.periodoInicial === undefined ? {} : { periodoInicial: cartao.periodoInicial })}
      notaDoFormato={cartao.notaDoFormato}
      emitir={cartao.emitir}
      onFechar={onFechar}
    />
  );
}
