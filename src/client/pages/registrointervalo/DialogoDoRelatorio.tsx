import { useState } from 'react';
import { useContexto } from '../../api/useContexto.ts';
import { DialogoDeEmissao, useErroDoCampo, type DialogoDoCartaoProps, type PedidoDoRelatorio } from '../../components/relatorios/index.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { emitirRelatorio } from './api.ts';
import { CampoDoUsuario, type UsuarioEscolhido } from './CampoDoUsuario.tsx';
import type { CartaoDeRelatorio } from './relatorios.ts';
import { TAG_LISTAR_USUARIOS } from './tags.ts';

interface UsuarioDoRelatorioProps {
  somenteProprio: string | null;
  valor: UsuarioEscolhido | null;
  onChange(usuario: UsuarioEscolhido | null): void;
}

/** The user field with its message from the dialog. */
function UsuarioDoRelatorio({ somenteProprio, valor, onChange }: UsuarioDoRelatorioProps) {
  const { erro, limpar } = useErroDoCampo('usuarioId');
  const mudar = (usuario: UsuarioEscolhido | null) => {
    limpar();
    onChange(usuario);
  };
  return <CampoDoUsuario somenteProprio={somenteProprio} valor={valor} onChange={mudar} erro={erro} />;
}

/** Asks for a break report's period, user and format: one's own intervals for who may not list users. */
export function DialogoDoRelatorio({ cartao, onFechar }: DialogoDoCartaoProps<CartaoDeRelatorio>) {
  const { pode } = usePermissao();
  const { data: contexto } = useContexto();
  const proprio = pode([TAG_LISTAR_USUARIOS]) ? null : (contexto?.usuario ?? null);
  const [usuario, setUsuario] = useState<UsuarioEscolhido | null>(null);

  const emitir = async ({ formato, periodo }: PedidoDoRelatorio) => {
    if (periodo === null) throw new Error('Os relatórios de intervalos têm período.');
    const usuarioId = proprio?.id ?? usuario?.id;
    return emitirRelatorio(cartao.relatorio, { ...periodo, ...(usuarioId === undefined ? {} : { usuarioId }), formato });
  };

  return (
    <DialogoDeEmissao titulo={cartao.titulo} comPeriodo emitir={emitir} onFechar={onFechar}>
      <UsuarioDoRelatorio somenteProprio={proprio?.nome ?? null} valor={usuario} onChange={setUsuario} />
    </DialogoDeEmissao>
  );
}
